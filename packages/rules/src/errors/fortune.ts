import type { LocalText } from '../i18n/lang.js';

/** The wheel of fortune and delayed chests. */
export const FORTUNE_ERRORS = {
  WHEEL_PRIZE_PENDING: {
    ru: 'Сначала заберите выигрыш колеса',
    en: 'Take the wheel prize first',
  },
  WHEEL_NOTHING_TO_TAKE: {
    ru: 'Забирать нечего: крутите колесо',
    en: 'Nothing to take: spin the wheel',
  },
  FREE_SPIN_USED: {
    ru: 'Бесплатное вращение уже было сегодня',
    en: 'The free spin has already been used today',
  },
  CHEST_NOT_FOUND: { ru: 'Сундук не найден', en: 'Chest not found' },
  CHEST_NOT_READY: { ru: 'Сундук ещё не открылся', en: 'The chest is not open yet' },
} as const satisfies Record<string, LocalText>;
