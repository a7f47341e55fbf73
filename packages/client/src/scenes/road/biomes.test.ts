import { describe, expect, it } from 'vitest';
import { BIOMES, biomeFor } from './biomes';

describe('biomeFor', () => {
  it.each([
    [1, 'meadow'],
    [25, 'meadow'],
    [26, 'birch'],
    [150, 'mountains'],
    [501, 'ash'],
    [5000, 'abyss'],
  ])('stair %d is %s', (stair, key) => {
    expect(biomeFor(stair).key).toBe(key);
  });

  it("prefers the server's tile and ignores an unknown one", () => {
    expect(biomeFor(1, 'snow').key).toBe('snow');
    expect(biomeFor(1, 'lava-lake').key).toBe('meadow');
  });

  it('covers every stair in order', () => {
    const bounds = BIOMES.map((b) => b.upTo);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    expect(bounds.at(-1)).toBe(Number.POSITIVE_INFINITY);
  });
});
