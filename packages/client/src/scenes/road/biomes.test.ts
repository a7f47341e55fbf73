import { BIOMES as BANDS, BIOME_DEFS, biomeDef } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { BIOMES, biomeFor, roadBiome } from './biomes';

describe('biomeFor', () => {
  it.each([
    [1, 'meadow'],
    [4, 'meadow'],
    [5, 'birch'],
    [15, 'marsh'],
    [60, 'mountains'],
    [150, 'snow'],
    [501, 'ash'],
    [5000, 'abyss'],
  ])('stair %d is %s', (stair, key) => {
    expect(biomeFor(stair).key).toBe(key);
  });

  it("prefers the server's tile and ignores an unknown one", () => {
    expect(biomeFor(1, 'snow').key).toBe('snow');
    expect(biomeFor(1, 'lava-lake').key).toBe('meadow');
  });

  it('shows a new player two bands within the first ten stairs', () => {
    const seen = new Set(Array.from({ length: 10 }, (_, i) => roadBiome(i + 1, 0).key));
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });
});

describe('band looks', () => {
  it('gives every band of the rules a look of its own', () => {
    expect(BIOMES.map((b) => b.key)).toEqual([...BANDS]);
    expect(BIOME_DEFS.map((b) => b.id)).toEqual([...BANDS]);
    for (const look of BIOMES) {
      expect(look.props.length, look.key).toBeGreaterThanOrEqual(2);
    }
    const distinct = (pick: (b: (typeof BIOMES)[number]) => unknown) =>
      new Set(BIOMES.map(pick)).size;
    expect(distinct((b) => b.ground)).toBe(BIOMES.length);
    expect(distinct((b) => b.near)).toBe(BIOMES.length);
    expect(distinct((b) => `${b.skyTop}:${b.skyBottom}`)).toBe(BIOMES.length);
    // No two bands share a prop, so each is told by what stands beside the road.
    const props = BIOMES.flatMap((b) => b.props);
    expect(new Set(props).size).toBe(props.length);
  });

  it('names each band the road draws once, by the rules, in both languages', () => {
    // The header once said «Солнечный луг» where the rules and the design said «Цветущий луг».
    for (const b of BIOMES) {
      const def = biomeDef(b.key);
      expect(def.id).toBe(b.key);
      expect(def.name.ru.length).toBeGreaterThan(0);
      expect(def.name.en.length).toBeGreaterThan(0);
    }
    expect(biomeDef('birch').name.en).toBe('Birch Grove');
  });
});
