import { BIOMES } from '@heroroad/rules';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually';
import { testPlayer } from '../testing/gameHarness';
import { MOODS, PLAIN_MOOD, moodAt, moodSamples } from './moods';
import { MusicPlayer } from './music';
import { moodForScene } from './tracks';
import { tuneFor } from './tunes';

describe('music moods by band', () => {
  it('gives every band of the road a mood of its own', () => {
    for (const band of BIOMES) expect(MOODS[band].key, band).toBe(band);
    const sounds = BIOMES.map((b) => JSON.stringify({ ...MOODS[b], key: '' }));
    expect(new Set(sounds).size).toBe(BIOMES.length);
    expect(moodAt(null)).toBe(PLAIN_MOOD);
  });

  it('darkens as the road climbs: slower and lower from the meadow to the Abyss', () => {
    expect(MOODS.abyss.pace).toBeGreaterThan(MOODS.meadow.pace);
    expect(MOODS.abyss.transpose).toBeLessThan(MOODS.meadow.transpose);
  });

  it('plays the band the squad stands in on the road, plain elsewhere', () => {
    const at = (scene: 'road' | 'music' | 'battle', stair: number) =>
      moodAt(moodForScene(scene, testPlayer({ stair }))).key;
    expect(at('road', 2)).toBe('meadow');
    expect(at('road', 7)).toBe('birch');
    expect(at('music', 20)).toBe('marsh');
    expect(at('battle', 20)).toBe('plain');
  });

  it('plays a tune at the mood’s pace, pitch and instrument', async () => {
    const ZZFX = {
      buildSamples: vi.fn((..._: number[]) => [0]),
      playSamples: vi.fn(),
      getNote: vi.fn((s: number) => 440 + s),
    };
    const sound = { silent: false, music: async () => ({ ZZFX }) };
    const queue: Array<{ fn: () => void; ms: number }> = [];
    const schedule = (fn: () => void, ms: number) =>
      queue.push({ fn, ms }) as unknown as ReturnType<typeof setTimeout>;
    const player = new MusicPlayer(sound as never, schedule, vi.fn());
    const heard: number[] = [];
    player.onNote((s) => heard.push(s));
    player.play('track1', { stair: 20, contextId: 0 });
    await eventually(() => expect(ZZFX.playSamples).toHaveBeenCalled());
    queue.shift()!.fn();
    const tune = tuneFor('track1');
    expect(queue[0]!.ms).toBe(Math.round(tune.tempo * MOODS.marsh.pace));
    expect(heard[1]).toBe(tune.root + MOODS.marsh.transpose + tune.notes[1]!);
    await eventually(() =>
      expect(ZZFX.buildSamples).toHaveBeenCalledWith(...moodSamples(MOODS.marsh, 440 + heard[1]!)),
    );
    expect(player.currentMood).toBe('marsh');
  });
});
