import { MAX_SQUAD } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { rowLayout, SLOT_TABLES } from './slots';

describe('the slot icon position tables', () => {
  it('have a table for every row size up to a squad, ten and twelve creatures included', () => {
    for (let n = 1; n <= MAX_SQUAD; n++) expect(SLOT_TABLES[n]?.across).toHaveLength(n);
    // A battle of ten creatures is five a side; of twelve, six a side.
    expect(SLOT_TABLES[10 / 2]!.radius).toBeLessThan(SLOT_TABLES[4]!.radius);
    expect(SLOT_TABLES[12 / 2]!.radius).toBeLessThan(SLOT_TABLES[10 / 2]!.radius);
  });

  it('keep every row inside the scene, tokens apart and each name its own room', () => {
    for (const width of [360, 450, 500, 600, 768]) {
      for (let n = 1; n <= MAX_SQUAD; n++) {
        const { radius, xs, nameWidth } = rowLayout(n, width);
        expect(xs).toHaveLength(n);
        expect(Math.min(...xs) - radius).toBeGreaterThanOrEqual(0);
        expect(Math.max(...xs) + radius).toBeLessThanOrEqual(width);
        for (let i = 1; i < n; i++) {
          expect(xs[i]! - xs[i - 1]!).toBeGreaterThan(2 * radius);
          expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(nameWidth);
        }
        expect(nameWidth).toBeGreaterThan(radius);
      }
    }
  });

  it('stand a row symmetrically about the middle of the scene', () => {
    const { xs } = rowLayout(5, 600);
    expect(xs[2]).toBe(300);
    expect(xs[0]! + xs[4]!).toBe(600);
  });
});
