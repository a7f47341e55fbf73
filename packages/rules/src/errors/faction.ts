import type { LocalText } from '../i18n/lang.js';

/** The faction shop (its shortage message, 'Not enough faction points', is the economy's). */
export const FACTION_ERRORS = {
  FACTION_GOOD_UNKNOWN: { ru: 'Такого товара нет', en: 'There is no such item' },
} as const satisfies Record<string, LocalText>;
