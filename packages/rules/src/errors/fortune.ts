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

/** Campaigns, gifts of the game and promo codes. */
export const CAMPAIGN_ERRORS = {
  PROMO_UNKNOWN: { ru: 'Такого промокода нет', en: 'There is no such promo code' },
  PROMO_EXPIRED: { ru: 'Срок действия промокода истёк', en: 'This promo code has expired' },
  PROMO_EXHAUSTED: {
    ru: 'Промокод уже использован максимальное число раз',
    en: 'This promo code has been used up',
  },
  SHARE_ALREADY_TODAY: {
    ru: 'Награда за рассказ об игре уже получена сегодня',
    en: 'You have already been rewarded for sharing today',
  },
  ADS_LIMIT: {
    ru: 'На сегодня награды за рекламу закончились',
    en: 'No more ad rewards today',
  },
  OK_DAILY_TAKEN: {
    ru: 'Сегодняшняя награда группы уже получена, приходите завтра',
    en: "Today's group reward is already taken, come back tomorrow",
  },
} as const satisfies Record<string, LocalText>;
