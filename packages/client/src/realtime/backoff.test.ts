import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, backoffDelay } from './backoff';

describe('reconnection backoff', () => {
  it('doubles from 1 s up to the 30 s cap', () => {
    const full = [0, 1, 2, 3, 4, 5, 6, 10, 40].map((n) => backoffDelay(n, () => 0));
    expect(full).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('takes up to half of each delay off at random', () => {
    expect([0, 1, 2, 5].map((n) => backoffDelay(n, () => 1))).toEqual([500, 1000, 2000, 15_000]);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
  });

  it('stays within half and all of the nominal delay for any draw', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const nominal = Math.min(RECONNECT_BACKOFF.capMs, 1000 * 2 ** attempt);
      for (const draw of [0, 0.01, 0.37, 0.5, 0.99, 0.999999]) {
        const delay = backoffDelay(attempt, () => draw);
        expect(delay).toBeGreaterThanOrEqual(nominal / 2);
        expect(delay).toBeLessThanOrEqual(nominal);
      }
    }
  });
});
