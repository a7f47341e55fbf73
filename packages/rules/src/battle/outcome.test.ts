import { describe, expect, it } from 'vitest';
import { BALANCE } from '../content/balance.js';
import { expToNext } from '../progression/experience.js';
import { expForMonster } from './outcome.js';

describe('player experience per monster', () => {
  it('counts a monster below the floor stair as the floor, and by its stair above it', () => {
    const floor = BALANCE.expFloorStair;
    expect(expForMonster(1)).toBe(expForMonster(floor));
    expect(expForMonster(floor - 1)).toBe(expForMonster(floor));
    expect(expForMonster(floor + 1)).toBe(BALANCE.expPerMonsterStair * (floor + 1));
    expect(expForMonster(30)).toBe(BALANCE.expPerMonsterStair * 30);
  });

  it('gives the second player level within the first stair-1 battles', () => {
    // A lone stair-1 wolf a battle: the first level comes in six battles, not seventeen.
    expect(Math.ceil(expToNext(1) / expForMonster(1))).toBeLessThanOrEqual(6);
  });
});
