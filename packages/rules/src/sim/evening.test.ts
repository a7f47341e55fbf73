import { describe, expect, it } from 'vitest';
import { climb } from './climb.js';
import { EVENING_STAIRS, firstEvening, THREE_HEROES_BY_STAIR } from './evening.js';

describe('the first evening of a new player', () => {
  // Twelve players who level as offered, the three starters in turn, climb the first stairs.
  const runs = Array.from({ length: 12 }, (_, i) => climb(i + 1, EVENING_STAIRS));
  const e = firstEvening(runs);

  it(`fields three heroes on stair ${THREE_HEROES_BY_STAIR}`, () => {
    expect(e.squadOnStair5.every((n) => n >= 3)).toBe(true);
  });

  it(`loses no gate below stair ${EVENING_STAIRS} twice in a row`, () => {
    expect(e.lostTwice).toEqual([]);
  });

  it('reaches stair 10 within the first hour, and never waits for the level cap early', () => {
    expect(e.stairAfter[0]!.min).toBeGreaterThanOrEqual(10);
    expect(e.waitTotals.cap).toBe(0);
  });

  it('is the same evening for the same seeds', () => {
    const again = firstEvening([climb(1, 12), climb(2, 12)]);
    expect(firstEvening([climb(1, 12), climb(2, 12)])).toEqual(again);
  });
}, 120_000);
