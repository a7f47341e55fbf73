import { describe, expect, it } from 'vitest';
import { CURRENCY_DEFS, shortageCode, type Currency } from '../content/currencies.js';
import { errorMessage, type ErrorCode } from '../text/errors.js';

/** SPEC §8's shortage messages, word for word, by the currency each names. */
const SPEC: Partial<Record<Currency, { ru: string; en: string }>> = {
  MITHRIL: { ru: 'Недостаточно изумрудов', en: 'Not enough gems!' },
  TICKETS: { ru: 'Недостаточно билетов', en: 'Not enough tickets' },
  TOKENS: { ru: 'Не хватает токенов!', en: 'Not enough tokens!' },
  AMETHYST: { ru: 'Не хватает аметистов', en: 'Not enough amethysts' },
  CAVIAR: { ru: 'Недостаточно икры', en: 'Not enough caviar' },
  ORDER_POINTS: { ru: 'Недостаточно очков фракции', en: 'Not enough faction points' },
  SHADOW_POINTS: { ru: 'Недостаточно очков фракции', en: 'Not enough faction points' },
  // Not in SPEC §8: gold crystals came later and say which currency is short the same way.
  GOLD_CRYSTAL: { ru: 'Недостаточно золотых кристаллов', en: 'Not enough gold crystals' },
};

const says = (code: ErrorCode) => ({ ru: errorMessage(code, 'RU'), en: errorMessage(code, 'EN') });

describe('shortage messages (SPEC §8)', () => {
  it('name every currency short in both languages, the rest falling back to the caller’s', () => {
    for (const currency of Object.keys(CURRENCY_DEFS) as Currency[]) {
      const code = shortageCode([currency], 'NOT_ENOUGH_RESOURCES');
      expect(says(code), currency).toEqual(
        SPEC[currency] ?? { ru: 'Недостаточно ресурсов', en: 'Not enough resources' },
      );
      if (!SPEC[currency])
        expect(says(shortageCode([currency], 'NOT_ENOUGH_FUNDS')).en).toBe(
          'Not enough funds to buy',
        );
    }
  });

  it('names emeralds first when several currencies are short', () => {
    expect(shortageCode(['GOLD', 'TICKETS', 'MITHRIL'], 'NOT_ENOUGH_RESOURCES')).toBe(
      'NOT_ENOUGH_GEMS',
    );
    expect(shortageCode(['GOLD', 'TICKETS'], 'NOT_ENOUGH_RESOURCES')).toBe('NOT_ENOUGH_TICKETS');
  });
});
