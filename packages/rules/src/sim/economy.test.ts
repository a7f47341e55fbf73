import { describe, expect, it } from 'vitest';
import { economyLoops, mintingLoops } from './economy.js';

describe('the economy has no loop that mints value', () => {
  it('returns less than it costs on every conversion back into emeralds', () => {
    expect(economyLoops().length).toBeGreaterThan(2);
    expect(mintingLoops()).toEqual([]);
    const gems = economyLoops().find((l) => l.name === 'wheel spin paid in emeralds')!;
    expect(gems.returns).toBeCloseTo(2.05 + 0.125 * 30, 6);
  });
});
