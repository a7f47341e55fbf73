import type { LocalText } from '../i18n/lang.js';

/** Clans (SPEC §8). */
export const CLANS_ERRORS = {
  CLAN_NOT_ENOUGH_FUNDS: {
    ru: 'У клана недостаточно средств',
    en: 'The clan does not have enough funds',
  },
  CLAN_FULL: {
    ru: 'В КЛАНЕ МАКСИМУМ УЧАСТНИКОВ',
    en: 'THE CLAN IS FULL. Increase the clan level to invite more people',
  },
} as const satisfies Record<string, LocalText>;
