import { moscowMidnight } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { ParticleField, isNewYear } from './particles';

describe('loading transition particles', () => {
  it('uses snow from 20 December to 14 January, Moscow time, whatever the zone of the machine', () => {
    const at = (ms: number) => isNewYear(new Date(ms));
    const minute = 60_000;
    expect(at(moscowMidnight('2025-12-20') - minute)).toBe(false);
    expect(at(moscowMidnight('2025-12-20'))).toBe(true);
    expect(at(moscowMidnight('2025-12-31'))).toBe(true);
    expect(at(moscowMidnight('2026-01-15') - minute)).toBe(true);
    expect(at(moscowMidnight('2026-01-15'))).toBe(false);
  });

  it('stops emitting after 15 s and settles', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const field = new ParticleField('sparks', { width: 600, height: 900 }, 20, 15_000, random);
    for (let t = 0; t < 15_000; t += 50) field.update(50);
    expect(field.count).toBeGreaterThan(0);
    for (let t = 0; t < 8_000; t += 50) field.update(50);
    expect(field.count).toBe(0);
    expect(field.active).toBe(false);
  });
});
