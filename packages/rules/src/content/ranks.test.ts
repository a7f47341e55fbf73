import { describe, expect, it } from 'vitest';
import { HEROES, heroDef, type HeroDef } from './heroes.js';
import { addRankExp, maxForceLevel, rankExpToNext, rankLimit, startRank } from './ranks.js';

const hero = (id: string): HeroDef => {
  const h = heroDef(id);
  if (h === undefined) throw new Error(id);
  return h;
};

describe('rank limits (SPEC §9)', () => {
  it('holds humans to rank 5, the asgardian phoenix to 6, Rokkara to 7, Nuk-Serra to 8', () => {
    expect(rankLimit(hero('hero_dobrynya'))).toBe(5);
    expect(rankLimit(hero('hero_asg_phoenix'))).toBe(6);
    expect(rankLimit(hero('hero_rokkara'))).toBe(7);
    expect(rankLimit(hero('hero_nukserra'))).toBe(8);
  });

  it('gives premium heroes ranks 10 to 40, +1 per extra ark hero', () => {
    const ark = HEROES.filter((h) => h.tier === 'ARK');
    expect(Math.min(...ark.map((h) => h.rankLimit))).toBe(10);
    expect(Math.max(...ark.map((h) => h.rankLimit))).toBe(40);
    const balthazar = hero('vip_balthazar');
    expect(rankLimit(balthazar, 1)).toBe(10);
    expect(rankLimit(balthazar, 3)).toBe(12);
    // The ark bonus is for ark heroes only.
    expect(rankLimit(hero('hero_dobrynya'), 5)).toBe(5);
  });

  it.each([
    ['warlock', 2],
    ['titan', 3],
    ['archititan', 5],
    ['angel', 4],
    ['archangel', 5],
    ['yotun', 4],
    ['asg_phoenix', 5],
  ])('a %s learns every force at its fixed rank %d', (cls, rank) => {
    const h = HEROES.find((x) => x.warriorClass === cls);
    expect(h, cls).toBeDefined();
    if (h === undefined) return;
    expect(h.fixedRank).toBe(rank);
    expect(startRank(h)).toBe(rank);
    expect(maxForceLevel(h, 1)).toBe(rank);
  });

  it('raises ranks from kill experience up to the limit', () => {
    const h = hero('hero_dobrynya');
    expect(rankExpToNext(1)).toBe(10);
    expect(addRankExp(h, 1, 0, 9)).toEqual({ rank: 1, rankExp: 9, ranksGained: 0 });
    expect(addRankExp(h, 1, 0, 10 + 80 + 5)).toEqual({ rank: 3, rankExp: 5, ranksGained: 2 });
    expect(addRankExp(h, 4, 0, 1e12).rank).toBe(5);
  });

  it('never raises a fixed-rank hero by kills, except the asgardian phoenix to 6', () => {
    expect(addRankExp(hero('hero_karachun'), 2, 0, 1e9).rank).toBe(2);
    expect(addRankExp(hero('hero_asg_phoenix'), 5, 0, 1e9).rank).toBe(6);
  });
});
