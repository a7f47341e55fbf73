import { describe, expect, it } from 'vitest';
import { CHEST_DELAY_MINUTES, chestSpeedUpPrice } from './chests.js';
import {
  WHEEL_SECTORS,
  WHEEL_SPIN_GEMS,
  freeSpinAvailable,
  prizeAmounts,
  spinWheel,
  wheelMean,
} from './wheel.js';

describe('the wheel of fortune', () => {
  it('has weights summing to 1000 and lands on each sector about as often as its weight says', () => {
    expect(WHEEL_SECTORS.reduce((a, s) => a + s.weight, 0)).toBe(1000);
    const hits = new Array<number>(WHEEL_SECTORS.length).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) hits[spinWheel(`spin-${i}`)]!++;
    WHEEL_SECTORS.forEach((s, i) => {
      expect(hits[i]! / n).toBeCloseTo(s.weight / 1000, 2);
    });
  });

  it('replays the same sector for the same seed', () => {
    expect(spinWheel(12345)).toBe(spinWheel(12345));
  });

  it('returns fewer emeralds per spin than a paid spin costs', () => {
    const gems = WHEEL_SECTORS.reduce(
      (a, s) => a + (s.weight / 1000) * (prizeAmounts(s.prize, 1).MITHRIL ?? 0),
      0,
    );
    expect(gems).toBeLessThan(WHEEL_SPIN_GEMS);
  });

  it('returns on average what the design says: 6.5 monsters’ gold, 2.05 emeralds, 0.125 tickets, a chest one spin in ten', () => {
    const mean = wheelMean;
    expect(mean((p) => (p.kind === 'GOLD' ? p.monsters : 0))).toBeCloseTo(6.5, 9);
    expect(mean((p) => (p.kind === 'GEMS' ? p.amount : 0))).toBeCloseTo(2.05, 9);
    expect(mean((p) => (p.kind === 'TICKETS' ? p.amount : 0))).toBeCloseTo(0.125, 9);
    expect(mean((p) => (p.kind === 'CHEST' ? 1 : 0))).toBeCloseTo(0.1, 9);
  });

  it('gives one free spin per Moscow day', () => {
    const msk = (d: number, h: number) => Date.UTC(2026, 10, d, h - 3);
    expect(freeSpinAvailable(null, msk(25, 10))).toBe(true);
    expect(freeSpinAvailable(msk(25, 0), msk(25, 23))).toBe(false);
    expect(freeSpinAvailable(msk(25, 23), msk(26, 0))).toBe(true);
  });
});

describe('delayed chests', () => {
  it('wait longer the rarer they are, and cost one emerald per started ten minutes to hurry', () => {
    const order = ['silver', 'gold', 'azure', 'lava', 'amber', 'jade'] as const;
    for (let i = 1; i < order.length; i++)
      expect(CHEST_DELAY_MINUTES[order[i]!]).toBeGreaterThan(CHEST_DELAY_MINUTES[order[i - 1]!]);
    expect(chestSpeedUpPrice(1000, 1000)).toBe(0);
    expect(chestSpeedUpPrice(600_001, 0)).toBe(2);
    expect(chestSpeedUpPrice(600_000, 0)).toBe(1);
  });
});
