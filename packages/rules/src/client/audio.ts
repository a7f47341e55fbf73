/** Player markers that steer the music past stair 500 (SPEC §9). */
export const MUSIC_MARKERS = [
  'been_in_gw',
  'been_in_dark',
  'ret_f_dark',
  'p5_in_progress',
  'p5_completed',
  'in_abyss',
  'arrived_to_miro',
  'builders_started',
] as const;
export type MusicMarker = (typeof MUSIC_MARKERS)[number];

export interface MusicInput {
  readonly stair: number;
  readonly bestVictoryStair: number;
  readonly markers: Iterable<string>;
}

/**
 * The road track. Up to stair 15 the four tracks of SPEC §9; then one track per biome up to 500.
 * Above 500 the story leads: being in the Abyss wins over everything; otherwise the best
 * victory stair picks the chapter (3000, 4375, 5250) and the markers of that chapter pick its
 * mood, from the latest event back.
 */
export function musicTrack(input: MusicInput): string {
  const { stair, bestVictoryStair: best } = input;
  if (stair <= 3) return 'track1';
  if (stair <= 5) return 'track2';
  if (stair <= 10) return 'track3';
  if (stair <= 15) return 'track4';
  if (stair <= 25) return 'meadow';
  if (stair <= 59) return 'birch';
  if (stair <= 99) return 'marsh';
  if (stair <= 199) return 'mountains';
  if (stair <= 500) return 'snow';
  const m = new Set(input.markers);
  if (m.has('in_abyss')) return 'abyss';
  if (best >= 5250) {
    if (m.has('builders_started')) return 'builders';
    if (m.has('arrived_to_miro')) return 'miro';
    return 'far_road';
  }
  if (best >= 4375) {
    if (m.has('p5_completed')) return 'part5_done';
    if (m.has('p5_in_progress')) return 'part5';
    return 'deep_ash';
  }
  if (best >= 3000) {
    if (m.has('ret_f_dark')) return 'return_from_dark';
    if (m.has('been_in_dark')) return 'dark';
    return 'abyss_edge';
  }
  return m.has('been_in_gw') ? 'great_wall' : 'ash';
}

/** SPEC §9: the creature scene plays medieval music above stair 500. */
export function creatureSceneTrack(stair: number): string {
  return stair > 500 ? 'medieval' : 'creature';
}

export type AttackSound = 'hit_small' | 'hit_medium' | 'hit_big';

/**
 * SPEC §9 attack sound by power: below 50, 50 to 99, 100 and above. The battle scene passes a
 * hit's damage as a percentage of the target's full health ×2 (a hit taking half the health is
 * 100), so the same blow sounds the same on stair 1 and on stair 5000.
 */
export function attackSound(power: number): AttackSound {
  if (power < 50) return 'hit_small';
  if (power < 100) return 'hit_medium';
  return 'hit_big';
}

export function hitPower(damage: number, targetMaxHealth: number): number {
  if (!(targetMaxHealth > 0)) return 0;
  return (200 * damage) / targetMaxHealth;
}
