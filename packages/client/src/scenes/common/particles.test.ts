import { describe, expect, it } from 'vitest';
import { ParticleField, isNewYear } from './particles';

describe('loading transition particles', () => {
  it('uses snow from 20 December to 14 January', () => {
    expect(isNewYear(new Date(2025, 11, 19))).toBe(false);
    expect(isNewYear(new Date(2025, 11, 31))).toBe(true);
    expect(isNewYear(new Date(2026, 0, 14))).toBe(true);
    expect(isNewYear(new Date(2026, 0, 15))).toBe(false);
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
