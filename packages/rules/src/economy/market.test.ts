import { describe, expect, it } from 'vitest';
import { consumableDef, consumablePrice } from '../content/consumables.js';
import { MARKET, marketLots } from './market.js';

describe('the market', () => {
  it('brings the same bundles all day, different ones another day, at a discount on the shop', () => {
    const today = marketLots(20_000, 40);
    expect(marketLots(20_000, 40)).toEqual(today);
    expect(today).toHaveLength(MARKET.lots);
    expect(new Set(today.map((l) => l.consumableId)).size).toBe(MARKET.lots);
    const days = new Set(
      Array.from({ length: 10 }, (_, d) => JSON.stringify(marketLots(20_000 + d, 40))),
    );
    expect(days.size).toBeGreaterThan(1);
    for (const lot of today) {
      const def = consumableDef(lot.consumableId)!;
      expect(def.kind).not.toBe('MARKER');
      expect(lot.price).toBeLessThan(consumablePrice(def, 40) * lot.count);
      expect(lot.price).toBeGreaterThan(0);
    }
  });

  it('offers only what the stair allows', () => {
    for (let day = 0; day < 30; day++)
      for (const lot of marketLots(day, 1))
        expect(consumableDef(lot.consumableId)!.minStair).toBe(1);
  });
});
