import { biomeOfStair, worldOfContext, type Biome } from '@heroroad/rules';
import type { MoodPlace } from './tracks';

/**
 * How the road's music sounds in each band: the same tunes (SPEC §9 picks them by stair) played
 * on the band's own instrument and pace. The meadow plucks a bright string, the birch grove a
 * soft flute, the marsh a slow, wavering reed, the mountains a deep horn, the snow a glassy
 * bell with an echo, the ash waste a rough saw, the Abyss a low, crushed drone.
 */
export interface MusicMood {
  readonly key: Biome | 'plain';
  /** ZzFX wave: 0 sine, 1 triangle, 2 saw, 3 tan. */
  readonly shape: number;
  /** Seconds of the note's attack, sustain and release. */
  readonly attack: number;
  readonly sustain: number;
  readonly release: number;
  /** Multiplies the tune's note length: above 1 is slower. */
  readonly pace: number;
  /** Semitones added to the tune's root. */
  readonly transpose: number;
  /** Tremolo depth 0…1 (a wavering reed), and echo delay in seconds. */
  readonly tremolo: number;
  readonly echo: number;
  /** Bit crush: a rough, dusty sound above 0. */
  readonly crush: number;
}

/** Off the road (battle, welcome, creature): the plucked string the tunes were written for. */
export const PLAIN_MOOD: MusicMood = {
  key: 'plain',
  shape: 2,
  attack: 0,
  sustain: 0.05,
  release: 0.5,
  pace: 1,
  transpose: 0,
  tremolo: 0,
  echo: 0,
  crush: 0,
};

export const MOODS: Readonly<Record<Biome, MusicMood>> = {
  meadow: { ...PLAIN_MOOD, key: 'meadow', shape: 1, release: 0.45, pace: 0.95, transpose: 0 },
  birch: { ...PLAIN_MOOD, key: 'birch', shape: 0, attack: 0.04, sustain: 0.12, release: 0.35, transpose: 12, pace: 1.05 },
  marsh: { ...PLAIN_MOOD, key: 'marsh', shape: 0, attack: 0.08, sustain: 0.2, release: 0.5, pace: 1.25, transpose: -5, tremolo: 0.5 },
  mountains: { ...PLAIN_MOOD, key: 'mountains', shape: 3, attack: 0.05, sustain: 0.18, release: 0.6, pace: 1.15, transpose: -12 },
  snow: { ...PLAIN_MOOD, key: 'snow', shape: 0, release: 0.9, transpose: 12, pace: 1.2, echo: 0.18 },
  ash: { ...PLAIN_MOOD, key: 'ash', shape: 2, attack: 0.02, sustain: 0.1, release: 0.4, transpose: -7, pace: 1.1, crush: 0.3 },
  abyss: { ...PLAIN_MOOD, key: 'abyss', shape: 3, attack: 0.15, sustain: 0.3, release: 0.9, transpose: -12, pace: 1.4, tremolo: 0.3, crush: 0.5, echo: 0.25 },
}; // prettier-ignore

/** The mood of the band at a place of the road (snow in the snow world); none: plain. */
export function moodAt(place: MoodPlace | null): MusicMood {
  if (!place) return PLAIN_MOOD;
  if (worldOfContext(place.contextId).kind === 'SNOW') return MOODS.snow;
  return MOODS[biomeOfStair(Math.max(1, place.stair)).id];
}

/**
 * The ZzFX parameters of one note in a mood, at volume 1 (the engine's master volume is the
 * music volume of SPEC §9).
 */
export function moodSamples(mood: MusicMood, frequency: number): number[] {
  // volume, randomness, frequency, attack, sustain, release, shape, shape curve, slide,
  // delta slide, pitch jump, pitch jump time, repeat, noise, modulation, bit crush, delay,
  // sustain volume, decay, tremolo
  return [
    1,
    0,
    frequency,
    mood.attack,
    mood.sustain,
    mood.release,
    mood.shape,
    1.5,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    mood.crush,
    mood.echo,
    1,
    0,
    mood.tremolo,
  ];
}
