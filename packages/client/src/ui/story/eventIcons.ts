import type { IconName } from '../../assets/iconNames';

/** Each event's sign on its banner and screen. */
export const EVENT_ICONS: Readonly<Record<string, IconName>> = {
  halloween: 'pumpkin-lantern',
  cats: 'cat',
  apples: 'shiny-apple',
  birthday: 'party-hat',
  kupala: 'fern',
  new_year: 'snowflake-1',
};
