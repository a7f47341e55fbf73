import { describe, expect, it } from 'vitest';
import { heroDef } from '../content/heroes.js';
import { buildHero } from '../creature/build.js';
import { groupLevelUp, heroLevelCost } from './experience.js';
import { LEVELING_PREFERENCES, levelingOrder } from './leveling-preference.js';

const front = buildHero(heroDef('hero_dobrynya')!, { id: 1, playerId: 1, level: 8, order: 0 });
const middle = buildHero(heroDef('hero_velimir')!, { id: 2, playerId: 1, level: 3, order: 1 });
const back = buildHero(heroDef('hero_halfdan')!, { id: 3, playerId: 1, level: 5, order: 2 });
const squad = [back, front, middle];

describe('the leveling preference', () => {
  it('has the two choices, EVEN first', () => {
    expect(LEVELING_PREFERENCES).toEqual(['EVEN', 'FRONT']);
  });

  it('orders by level for EVEN (the default) and by squad place for FRONT', () => {
    expect(levelingOrder(squad).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(levelingOrder(squad, 'EVEN').map((c) => c.id)).toEqual([2, 3, 1]);
    expect(levelingOrder(squad, 'FRONT').map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('decides who the group upgrade raises when the gold is short', () => {
    const gold = heroLevelCost(8);
    const even = groupLevelUp(squad, gold, 30, 'EVEN');
    const frontFirst = groupLevelUp(squad, gold, 30, 'FRONT');
    const levels = (r: typeof even) => r.creatures.map((c) => [c.id, c.level]);
    // EVEN: the cheapest hero rises and the rest of the gold waits; FRONT: the front hero.
    expect(levels(even)).toEqual([
      [3, 5],
      [1, 8],
      [2, 4],
    ]);
    expect(levels(frontFirst)).toEqual([
      [3, 5],
      [1, 9],
      [2, 3],
    ]);
    expect(frontFirst.cost).toBe(heroLevelCost(8));
  });
});
