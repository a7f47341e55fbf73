import { describe, expect, it } from 'vitest';
import { BIOMES } from './biomes';
import { prop } from './scenery';
import { stairChunk } from './world';

const look = {
  colour: null,
  locked: false,
  barrier: false,
  padlock: null,
  campfire: null,
} as const;

describe('a stair of each band', () => {
  it('draws every band’s props, each a figure of its own', () => {
    for (const biome of BIOMES) {
      for (const kind of biome.props) {
        const g = prop(kind, biome, 50);
        const { width, height } = g.getLocalBounds();
        expect(width, `${biome.key} ${kind}`).toBeGreaterThan(5);
        expect(height, `${biome.key} ${kind}`).toBeGreaterThan(5);
        g.destroy();
      }
    }
  });

  it('stands every kind of the band’s props beside the road, the same for the same stair', () => {
    for (const biome of BIOMES) {
      const seen = new Set<string>();
      for (let stair = 1; stair <= 12; stair++) {
        const a = stairChunk(stair, { ...look, biome }, 600);
        const b = stairChunk(stair, { ...look, biome }, 600);
        const props = a.children.map((c) => c.label).filter((l) => l.startsWith('prop-'));
        expect(props.length, `${biome.key} ${stair}`).toBeGreaterThanOrEqual(1);
        expect(b.children.map((c) => c.label)).toEqual(a.children.map((c) => c.label));
        for (const p of props) seen.add(p.slice('prop-'.length));
        a.destroy({ children: true });
        b.destroy({ children: true });
      }
      expect([...seen].sort(), biome.key).toEqual([...biome.props].sort());
    }
  });
});
