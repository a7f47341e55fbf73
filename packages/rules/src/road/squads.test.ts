import { describe, expect, it } from 'vitest';
import { monsterDef } from '../content/monsters.js';
import { WARRIOR_CLASS_DEFS } from '../content/warrior-classes.js';
import { seedRng } from '../rng/rng.js';
import { drawGuard, HEALER_PAIR_STAIR } from './squads.js';

const healers = (stair: number, seed: number) =>
  drawGuard(seedRng(seed * 7919 + stair), stair, { boss: stair % 5 === 0, elite: false })
    .monsters.map((m) => monsterDef(m.monsterId)!)
    .filter((d) => WARRIOR_CLASS_DEFS[d.warriorClass].trait === 'LIFESTEAL').length;

describe('guard squads', () => {
  it('hold one healer at most below the marsh, and may hold more from there', () => {
    let pairsBelow = 0;
    let healersBelow = 0;
    for (let stair = 1; stair < HEALER_PAIR_STAIR; stair++)
      for (let seed = 1; seed <= 100; seed++) {
        const n = healers(stair, seed);
        healersBelow += n;
        if (n >= 2) pairsBelow++;
      }
    expect(pairsBelow).toBe(0);
    // The grove's healers still guard: the rule thins them, it does not remove them.
    expect(healersBelow).toBeGreaterThan(100);
    let pairsAbove = 0;
    for (let seed = 1; seed <= 100; seed++) if (healers(16, seed) >= 2) pairsAbove++;
    expect(pairsAbove).toBeGreaterThan(0);
  });

  it('draws the same squad for the same seed', () => {
    const a = drawGuard(seedRng(42), 9, { boss: false, elite: false });
    const b = drawGuard(seedRng(42), 9, { boss: false, elite: false });
    expect(a).toEqual(b);
  });
});
