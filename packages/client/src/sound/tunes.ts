/**
 * The music of the road: one short looping tune per track the rules' `musicTrack` names, plus the
 * creature scene's two (`creatureSceneTrack`), the battle and the welcome. A tune is a melody of
 * semitones above its root (C4 + root), one note every `tempo` ms, played on a plucked string.
 * Modes follow the road's mood: bright majors on the first meadows, minors and tritones as the
 * stairs darken towards the Abyss.
 */
export interface Tune {
  readonly key: TuneKey;
  readonly root: number;
  readonly tempo: number;
  readonly notes: readonly number[];
}

const MAJOR_WALK = [0, 4, 7, 12, 7, 4, 2, 4, 0, -5, 0, 4];
const MINOR_WALK = [0, 3, 7, 10, 7, 3, 5, 3, 0, -2, 0, 3];

const TUNES = {
  title: { root: 0, tempo: 420, notes: [0, 4, 7, 9, 7, 4, 5, 4, 2, 0, 2, 4] },
  track1: { root: 0, tempo: 420, notes: MAJOR_WALK },
  track2: { root: 2, tempo: 380, notes: [0, 2, 4, 7, 9, 7, 4, 2, 0, 2, 4, 0] },
  track3: { root: 5, tempo: 400, notes: [0, 4, 7, 4, 9, 7, 5, 4, 2, 4, 0, -1] },
  track4: { root: 7, tempo: 340, notes: [0, 7, 12, 7, 5, 4, 2, 0, 2, 4, 7, 12] },
  meadow: { root: 0, tempo: 360, notes: [0, 2, 4, 7, 4, 2, 0, 7, 9, 7, 4, 2] },
  birch: { root: 2, tempo: 440, notes: [0, 3, 7, 8, 7, 3, 2, 3, 0, -4, -2, 0] },
  marsh: { root: -3, tempo: 520, notes: MINOR_WALK },
  mountains: { root: -5, tempo: 480, notes: [0, 7, 5, 3, 2, 0, -2, 0, 3, 7, 10, 7] },
  snow: { root: 4, tempo: 560, notes: [0, 7, 12, 14, 12, 7, 3, 7, 10, 7, 3, 2] },
  ash: { root: -2, tempo: 500, notes: [0, 1, 4, 5, 7, 5, 4, 1, 0, -1, 0, 4] },
  great_wall: { root: -2, tempo: 460, notes: [0, 5, 7, 10, 12, 10, 7, 5, 3, 5, 7, 0] },
  abyss_edge: { root: -7, tempo: 600, notes: [0, 1, 5, 7, 8, 7, 5, 1, 0, -4, 0, 1] },
  dark: { root: -9, tempo: 640, notes: [0, 3, 6, 3, 0, -1, 0, 6, 5, 3, 1, 0] },
  return_from_dark: { root: -5, tempo: 520, notes: [0, 3, 7, 12, 10, 7, 8, 7, 3, 5, 7, 12] },
  deep_ash: { root: -4, tempo: 560, notes: [0, 1, 5, 6, 5, 1, 0, -2, 0, 1, 3, 1] },
  part5: { root: -2, tempo: 480, notes: [0, 3, 5, 7, 10, 7, 5, 3, 2, 3, 5, 0] },
  part5_done: { root: 0, tempo: 440, notes: [0, 4, 7, 11, 12, 11, 7, 4, 5, 4, 2, 0] },
  far_road: { root: 2, tempo: 520, notes: [0, 5, 7, 12, 10, 7, 5, 2, 0, 2, 5, 7] },
  miro: { root: 5, tempo: 460, notes: [0, 4, 7, 9, 11, 9, 7, 4, 2, 4, 7, 0] },
  builders: { root: 3, tempo: 380, notes: [0, 0, 7, 7, 5, 5, 4, 4, 2, 2, 0, 7] },
  abyss: { root: -12, tempo: 700, notes: [0, 1, 6, 7, 6, 1, 0, -6, -5, -6, 0, 1] },
  creature: { root: 0, tempo: 480, notes: [0, 4, 7, 4, 5, 9, 12, 9, 7, 4, 2, 0] },
  medieval: { root: 2, tempo: 430, notes: [0, 2, 3, 5, 7, 5, 3, 2, 0, -2, 0, 2] },
  battle: { root: -3, tempo: 260, notes: [0, 0, 7, 0, 3, 0, 5, 3, 0, 0, 7, 10] },
} as const satisfies Record<string, Omit<Tune, 'key'>>;

export type TuneKey = keyof typeof TUNES;

export const TUNE_KEYS = Object.keys(TUNES) as TuneKey[];

export function isTuneKey(key: string): key is TuneKey {
  return Object.hasOwn(TUNES, key);
}

/** The tune of a track; an unknown name (a newer rules table) plays the first road track. */
export function tuneFor(key: string): Tune {
  const k: TuneKey = isTuneKey(key) ? key : 'track1';
  return { key: k, ...TUNES[k] };
}
