import type { LocalText } from '../i18n/lang.js';

/**
 * The faction shop (its shortage message, 'Not enough faction points', is the economy's) and the
 * market.
 */
export const FACTION_ERRORS = {
  FACTION_GOOD_UNKNOWN: { ru: 'Такого товара нет', en: 'There is no such item' },
  MARKET_LOT_SOLD: {
    ru: 'Этот товар вы сегодня уже купили: завтра у торговца будет новый',
    en: 'You have already bought this today: the merchant brings new wares tomorrow',
  },
} as const satisfies Record<string, LocalText>;
