import type { LocalText } from '../i18n/lang.js';

/** The arena (offers, history) and the ratings. */
export const ARENA_ERRORS = {
  ARENA_OPPONENT_NOT_OFFERED: {
    ru: 'Этого соперника нет среди предложенных: обновите список',
    en: 'This opponent is not among those offered: refresh the list',
  },
  ARENA_ATTACK_NOT_FOUND: { ru: 'Такого боя на арене нет', en: 'There is no such arena battle' },
  RATING_RANGE_INVALID: {
    ru: 'Неверный диапазон: не больше 100 мест за раз',
    en: 'Invalid range: at most 100 places at a time',
  },
} as const satisfies Record<string, LocalText>;
