import { describe, expect, it } from 'vitest';
import { climb } from './climb.js';
import { SMITHY_LEVELS, strengthShares } from './shares.js';

describe('the share of strength items hold', () => {
  const p = climb(1, 30).player;

  it('is measured after the gate at the end of the first band of 30', () => {
    const at = p.shares.get(30)!;
    expect(at).toEqual(strengthShares(p));
    expect(p.crystalsAt.get(30)).toBe(p.wallet.CRYSTAL);
  });

  it('counts what worn artifacts lend, what the forge added and what the smithy would add', () => {
    const s = strengthShares(p);
    expect(s.worn).toBeGreaterThan(0);
    expect(s.worn).toBeLessThan(1);
    expect(s.forged).toBeGreaterThanOrEqual(0);
    // Ten smithy levels make every worn artifact lend at most (12 × 1.055^10) of what it did (the
    // ramp and the growth): no more than that can be added.
    expect(s.smithy).toBeGreaterThan(0);
    expect(s.smithy).toBeLessThan(s.worn * (12 * 1.055 ** SMITHY_LEVELS - 1) + 1e-9);
    expect(s.smithyCrystals).toBeGreaterThan(0);
  });
});
