import { describe, expect, it } from 'vitest';
import { heroFace, playerFaceSeed } from './faces';

describe("the header's face", () => {
  it('is the hero chosen at character selection (the first hero), drawn as that hero everywhere', async () => {
    const player = {
      id: 7,
      creatures: [
        { id: 12, identifier: 'hero_alyosha' },
        { id: 3, identifier: 'hero_velimir' },
      ],
    };
    expect(playerFaceSeed(player)).toBe('hero:hero_velimir');
    const seeds: string[] = [];
    const ctx = { portrait: async (seed: string) => (seeds.push(seed), null) };
    await heroFace(ctx as never, 'hero_velimir');
    expect(seeds).toEqual([playerFaceSeed(player)]);
  });

  it('is the player’s own face before any hero is chosen', () => {
    expect(playerFaceSeed({ id: 7, creatures: [] })).toBe('player-7');
  });
});
