import { generatePlaces, MAX_RANGE, STAIR_LENGTH } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { StairPlaces } from './place-cache.js';

describe('the generated stairs kept per road', () => {
  it('give the very places generatePlaces gives, for any window, road and world', () => {
    const kept = new StairPlaces();
    for (const seed of [1, 77, 123_456_789]) {
      for (const contextId of [0, 1, 2]) {
        for (const from of [0, 1, 19, 20, 99, 100, 150, 333, 1_000, 4_321]) {
          for (const width of [0, 5, 99, 100, 250, MAX_RANGE]) {
            const to = from + width;
            expect(kept.inRange(seed, contextId, from, to)).toEqual(
              generatePlaces({ playerSeed: seed, coordFrom: from, coordTo: to, contextId }),
            );
          }
        }
      }
    }
    expect(kept.inRange(1, 0, 200, 100)).toEqual([]);
  });

  it('generate a stair once and keep only the most recently used ones', () => {
    const kept = new StairPlaces(2);
    const first = kept.of(5, 0, 3);
    expect(kept.of(5, 0, 3)).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    kept.of(5, 0, 4);
    kept.of(5, 0, 3); // used again: now the most recent
    kept.of(5, 0, 5); // drops stair 4, the least recently used
    expect(kept.of(5, 0, 3)).toBe(first);
    const again = kept.of(5, 0, 4);
    expect(again).toEqual(kept.of(5, 0, 4));
    expect(kept.inRange(5, 0, 2 * STAIR_LENGTH, 3 * STAIR_LENGTH - 1)).toEqual([...first]);
  });
});
