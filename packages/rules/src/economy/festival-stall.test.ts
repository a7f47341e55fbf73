import { describe, expect, it } from 'vitest';
import { CURRENCY_DEFS } from '../content/currencies.js';
import { EVENTS } from '../story/events.js';
import { FESTIVAL_STALL, buyAtStall } from './festival-stall.js';

describe('festival coins and the stall', () => {
  it('keeps festival coins in the wallet as whole numbers, on the player as eventCurrency', () => {
    expect(CURRENCY_DEFS.EVENT_CURRENCY).toMatchObject({
      integer: true,
      playerField: 'eventCurrency',
    });
  });

  it('pays every event task as many coins as the event points it scores', () => {
    for (const task of EVENTS.flatMap((e) => e.tasks))
      expect(task.reward.EVENT_CURRENCY, task.key).toBe(task.eventPoints);
  });

  it('sells each offer for a positive whole price, named in both languages, ids unique', () => {
    expect(new Set(FESTIVAL_STALL.map((g) => g.id)).size).toBe(FESTIVAL_STALL.length);
    for (const g of FESTIVAL_STALL) {
      expect(Number.isInteger(g.price) && g.price > 0, g.id).toBe(true);
      expect(g.name.ru && g.name.en, g.id).toBeTruthy();
      expect(Object.values(g.goods).every((v) => v > 0)).toBe(true);
    }
  });

  it('prices a purchase in coins, refusing a shortage and an unknown offer', () => {
    expect(buyAtStall('stall_tokens', 25)).toEqual({
      ok: true,
      value: { price: { EVENT_CURRENCY: 25 }, goods: { TOKENS: 5 } },
    });
    expect(buyAtStall('stall_tokens', 24)).toEqual({
      ok: false,
      code: 'NOT_ENOUGH_EVENT_CURRENCY',
    });
    expect(buyAtStall('stall_nothing', 99)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
