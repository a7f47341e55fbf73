import { describe, expect, it } from 'vitest';
import { CHEST_TYPES, goldForMonster } from '../battle/outcome.js';
import { consumableDef } from '../content/consumables.js';
import { itemDef } from '../content/items.js';
import { CHEST_ODDS, chestContents, chestLoot } from './chests.js';

describe('battle chests', () => {
  it('is the same chest for the same seed', () => {
    expect(chestLoot('gold', 120, 'battle-7')).toEqual(chestLoot('gold', 120, 'battle-7'));
  });

  it('holds more the rarer it is', () => {
    const golds = CHEST_TYPES.map((c) => chestLoot(c, 200, 1).gold);
    expect([...golds].sort((a, b) => a - b)).toEqual(golds);
    expect(chestLoot('silver', 10, 1).gold).toBeCloseTo(
      CHEST_ODDS.silver.monsters * goldForMonster(10, false),
    );
  });

  it('gives only consumables and items the stair allows, an item in every chest', () => {
    for (let seed = 0; seed < 50; seed++) {
      const silver = chestLoot('silver', 3, seed);
      expect(itemDef(silver.artifact!.artifactId)!.minStair).toBeLessThanOrEqual(3);
      expect(silver.artifact!.level).toBe(3);
      for (const c of silver.consumables) {
        const def = consumableDef(c.consumableId)!;
        expect(def.minStair).toBeLessThanOrEqual(3);
        expect(def.kind).not.toBe('MARKER');
      }
      const azure = chestLoot('azure', 700, seed);
      expect(itemDef(azure.artifact!.artifactId)).toBeDefined();
      expect(azure.artifact!.level).toBe(700);
    }
  });

  it('says beforehand what opening it gives: the gold exactly, the consumables counted', () => {
    for (const chest of CHEST_TYPES) {
      for (const stair of [1, 37, 450]) {
        const said = chestContents(chest, stair);
        let cards = 0;
        for (let seed = 0; seed < 400; seed++) {
          const loot = chestLoot(chest, stair, `${chest}-${seed}`);
          expect(loot.gold).toBe(said.gold);
          expect(loot.consumables.reduce((n, c) => n + c.count, 0)).toBe(said.consumables);
          expect(new Set(loot.consumables.map((c) => c.consumableId)).size).toBeLessThanOrEqual(
            said.consumableKinds,
          );
          expect(loot.artifact ? 1 : 0).toBe(said.items);
          if (loot.card) cards++;
        }
        // The card's stated chance is what 400 openings find, within a few standard deviations.
        expect(Math.abs(cards / 400 - said.cardChance)).toBeLessThan(0.09);
      }
    }
  });
});
