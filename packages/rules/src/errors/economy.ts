import type { LocalText } from '../i18n/lang.js';

/** Money: shortages of each currency (SPEC §8) and operations refused by the ledger. */
export const ECONOMY_ERRORS = {
  // SPEC §8: shortages and other catalogue messages
  NOT_ENOUGH_RESOURCES: { ru: 'Недостаточно ресурсов', en: 'Not enough resources' },
  NOT_ENOUGH_TICKETS: { ru: 'Недостаточно билетов', en: 'Not enough tickets' },
  NOT_ENOUGH_GEMS: { ru: 'Недостаточно изумрудов', en: 'Not enough gems!' },
  NOT_ENOUGH_TOKENS: { ru: 'Не хватает токенов!', en: 'Not enough tokens!' },
  NOT_ENOUGH_AMETHYSTS: { ru: 'Не хватает аметистов', en: 'Not enough amethysts' },
  NOT_ENOUGH_GOLD_CRYSTALS: {
    ru: 'Недостаточно золотых кристаллов',
    en: 'Not enough gold crystals',
  },
  NOT_ENOUGH_FUNDS: { ru: 'Недостаточно средств для покупки', en: 'Not enough funds to buy' },
  NOT_ENOUGH_CAVIAR: { ru: 'Недостаточно икры', en: 'Not enough caviar' },
  NOT_ENOUGH_EVENT_CURRENCY: {
    ru: 'Недостаточно праздничных монет',
    en: 'Not enough festival coins',
  },
  NOT_ENOUGH_FACTION_POINTS: { ru: 'Недостаточно очков фракции', en: 'Not enough faction points' },
  PROMO_ALREADY_USED: {
    ru: 'Вы уже воспользовались акцией',
    en: 'You have already used this offer',
  },
  // Campaigns: each is earned by a condition the server checks
  CAMPAIGN_NEEDS_PURCHASE: {
    ru: 'Эта акция — подарок к покупке изумрудов в банке',
    en: 'This offer comes with a purchase of emeralds in the bank',
  },
  CAMPAIGN_NOT_MEMBER: {
    ru: 'Сначала вступите в группу игры',
    en: "Join the game's group first",
  },
  CAMPAIGN_UNAVAILABLE: {
    ru: 'Эта акция сейчас недоступна',
    en: 'This offer is not available now',
  },
  // The ledger: one key names one operation
  LEDGER_KEY_REUSED: {
    ru: 'Эта операция уже проведена с другими условиями',
    en: 'This operation was already made on other terms',
  },
} as const satisfies Record<string, LocalText>;
