import { describe, expect, it } from 'vitest';
import { CHEST_TYPES } from '../battle/outcome.js';
import { CHEST_VALUE_FLOOR, chestValue, gemsPerMonsterGold } from './chest-value.js';

const STAIRS = [1, 4, 5, 10, 25, 41, 99, 100, 150, 300, 499, 500, 1000, 3000, 5000, 10_000];

describe('chests are worth their price', () => {
  it('prices a monster’s gold as a paid spin of the wheel sells it', () => {
    // (30 − 2.05 emeralds − 0.125 tickets × 30) / 6.5 monsters' gold.
    expect(gemsPerMonsterGold()).toBeCloseTo(24.2 / 6.5, 6);
  });

  it('weighs the parts of a chest and its price to open it fresh', () => {
    const silver = chestValue('silver', 41);
    expect(silver.price).toBe(6);
    expect(silver.gold).toBeCloseTo(5 * gemsPerMonsterGold(), 6);
    expect(silver.total).toBeCloseTo(
      silver.gold + silver.consumables + silver.item + silver.card,
      6,
    );
    expect(chestValue('jade', 41).price).toBe(144);
  });

  for (const chest of CHEST_TYPES) {
    it(`holds the ${chest} chest to its target: worth ${CHEST_VALUE_FLOOR}× the emeralds that open it at once, at every stair`, () => {
      for (const stair of STAIRS) {
        const v = chestValue(chest, stair);
        expect(v.perEmerald, `${chest} on stair ${stair}`).toBeGreaterThanOrEqual(
          CHEST_VALUE_FLOOR,
        );
      }
    });
  }

  it('makes a rarer chest worth more on every stair', () => {
    for (const stair of STAIRS) {
      const totals = CHEST_TYPES.map((c) => chestValue(c, stair).total);
      for (let i = 1; i < totals.length; i++)
        expect(totals[i]!, `stair ${stair}`).toBeGreaterThan(totals[i - 1]!);
    }
  });
});
