import { describe, expect, it } from 'vitest';
import { everydayReward, moscowDay, nextMoscowDay } from './everyday.js';

const day = 86_400_000;
// 2026-11-21 12:00 Moscow = 09:00 UTC
const noon = Date.UTC(2026, 10, 21, 9);

describe('daily reward', () => {
  it('follows the Moscow calendar day', () => {
    expect(moscowDay(Date.UTC(2026, 10, 21, 20, 59))).toBe(moscowDay(noon));
    expect(moscowDay(Date.UTC(2026, 10, 21, 21, 0))).toBe(moscowDay(noon) + 1);
    expect(nextMoscowDay(noon)).toBe(Date.UTC(2026, 10, 21, 21, 0));
  });

  it('is taken once a day', () => {
    expect(everydayReward(noon, noon - 3600_000, 1, 10)).toBeNull();
    expect(everydayReward(noon, null, 0, 10)).not.toBeNull();
  });

  it('grows with an unbroken streak and restarts after a missed day', () => {
    const first = everydayReward(noon, null, 0, 10)!;
    const second = everydayReward(noon + day, noon, first.streak, 10)!;
    expect(second.streak).toBe(2);
    expect(second.gold).toBeCloseTo(first.gold * 1.1);
    const broken = everydayReward(noon + 3 * day, noon + day, 2, 10)!;
    expect(broken.streak).toBe(1);
    expect(everydayReward(noon + day, noon, 7, 10)!.streak).toBe(7);
  });

  it('gives potions on every third day and two on the seventh', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7].map((s) => everydayReward(noon + day, noon, s - 1, 1)!.potions),
    ).toEqual([0, 0, 1, 0, 0, 1, 2]);
  });

  it('pays more deeper up the road', () => {
    expect(everydayReward(noon, null, 0, 100)!.gold).toBeGreaterThan(
      everydayReward(noon, null, 0, 10)!.gold,
    );
  });
});
