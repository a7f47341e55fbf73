import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  AMULETS,
  itemGrowsWithLevel,
  itemValue,
  itemValueText,
} from '../content/items.js';
import { statNumber } from '../format/numbers.js';
import { MAX_ITEM_LEVEL } from './forge.js';

describe('a smithy level buys something a player can see', () => {
  it('every level of every growing item changes the number on its card', () => {
    for (const def of [...ARTIFACTS, ...AMULETS]) {
      if (!itemGrowsWithLevel(def)) continue;
      for (let level = 1; level < MAX_ITEM_LEVEL; level++) {
        const before = itemValueText(def.effectType, itemValue(def, level));
        const after = itemValueText(def.effectType, itemValue(def, level + 1));
        expect(after, `${def.id} ${level} → ${level + 1}`).not.toBe(before);
      }
    }
  });

  it("Bogatyr's Shield raised from 1 to 4 reads 2 → 7.8, and its wearer's defence moves with it", () => {
    const shield = ARTIFACTS.find((a) => a.id === 'art_bogatyr_shield')!;
    expect(itemValueText('DEFENCE', itemValue(shield, 1))).toBe('2');
    expect(itemValueText('DEFENCE', itemValue(shield, 4))).toBe('7.8');
    // The hero's defence 4 + the shield's lend moves from 6 to 11.8.
    expect(statNumber(4 + itemValue(shield, 4))).toBe('11.8');
  });

  it('only immortality amulets do not grow, and they say so', () => {
    const still = [...ARTIFACTS, ...AMULETS].filter((d) => !itemGrowsWithLevel(d));
    expect(still.map((d) => d.effectType)).toEqual(still.map(() => 'IMMORTALITY'));
  });

  it('stat numbers keep one decimal below 100 and abbreviate above', () => {
    expect(statNumber(6)).toBe('6');
    expect(statNumber(6.31)).toBe('6.3');
    expect(statNumber(99.99)).toBe('99.9');
    expect(statNumber(123.4)).toBe('123');
    expect(statNumber(12_345)).toBe('12.3k');
  });
});
