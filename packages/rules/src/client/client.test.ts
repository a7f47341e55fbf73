import { describe, expect, it } from 'vitest';
import { attackSound, creatureSceneTrack, hitPower, musicTrack } from './audio.js';
import { qualityByHeap } from './display.js';

describe('quality by JS heap (SPEC §9)', () => {
  it.each([
    [2048, 'HIGH'],
    [1101, 'HIGH'],
    [1100, 'STANDARD'],
    [601, 'STANDARD'],
    [600, 'LOW'],
    [451, 'LOW'],
    [450, 'LOWEST'],
    [0, 'LOWEST'],
  ] as const)('%d MB → %s', (mb, q) => {
    expect(qualityByHeap(mb)).toBe(q);
  });
});

describe('music (SPEC §9)', () => {
  const at = (stair: number, best = 0, markers: string[] = []) =>
    musicTrack({ stair, bestVictoryStair: best, markers });

  it.each([
    [1, 'track1'],
    [3, 'track1'],
    [4, 'track2'],
    [5, 'track2'],
    [6, 'track3'],
    [10, 'track3'],
    [11, 'track4'],
    [15, 'track4'],
    [16, 'meadow'],
    [26, 'birch'],
    [60, 'marsh'],
    [100, 'mountains'],
    [200, 'snow'],
    [500, 'snow'],
  ] as const)('stair %d plays %s', (stair, track) => {
    expect(at(stair)).toBe(track);
  });

  it.each([
    [0, [], 'ash'],
    [0, ['been_in_gw'], 'great_wall'],
    [3000, [], 'abyss_edge'],
    [3000, ['been_in_dark'], 'dark'],
    [3000, ['been_in_dark', 'ret_f_dark'], 'return_from_dark'],
    [4375, [], 'deep_ash'],
    [4375, ['p5_in_progress'], 'part5'],
    [4375, ['p5_in_progress', 'p5_completed'], 'part5_done'],
    [5250, [], 'far_road'],
    [5250, ['arrived_to_miro'], 'miro'],
    [5250, ['arrived_to_miro', 'builders_started'], 'builders'],
    [100, ['in_abyss'], 'abyss'],
    [6000, ['in_abyss', 'builders_started'], 'abyss'],
  ] as const)('above 500 with best %d and %j plays %s', (best, markers, track) => {
    expect(at(501, best, [...markers])).toBe(track);
  });

  it('plays medieval music in the creature scene above stair 500', () => {
    expect(creatureSceneTrack(500)).toBe('creature');
    expect(creatureSceneTrack(501)).toBe('medieval');
  });
});

describe('attack sound by power (SPEC §9)', () => {
  it.each([
    [0, 'hit_small'],
    [49.9, 'hit_small'],
    [50, 'hit_medium'],
    [99, 'hit_medium'],
    [100, 'hit_big'],
    [1e9, 'hit_big'],
  ] as const)('%d → %s', (power, sound) => {
    expect(attackSound(power)).toBe(sound);
  });

  it('measures power against the target, so it works at any stair', () => {
    expect(hitPower(50, 100)).toBe(100);
    expect(hitPower(5e29, 1e31)).toBeCloseTo(10);
    expect(hitPower(5, 0)).toBe(0);
  });
});
