/** SPEC §9 music by stair: one track up to stair 3, two up to 5, three up to 10, four up to 15. */
export const TRACKS = [
  { key: 'dawn', upTo: 3, root: 0, tempo: 420, notes: [0, 4, 7, 12, 7, 4, 2, 4, 0, -5, 0, 4] },
  { key: 'birches', upTo: 5, root: 2, tempo: 380, notes: [0, 2, 4, 7, 9, 7, 4, 2, 0, 2, 4, 0] },
  { key: 'marsh', upTo: 10, root: -3, tempo: 520, notes: [0, 3, 7, 10, 7, 3, 5, 3, 0, -2, 0, 3] },
  { key: 'peaks', upTo: 15, root: 5, tempo: 340, notes: [0, 7, 12, 7, 5, 4, 2, 0, 2, 4, 7, 12] },
  {
    key: 'depths',
    upTo: Number.POSITIVE_INFINITY,
    root: -7,
    tempo: 600,
    notes: [0, 1, 5, 7, 8, 7, 5, 1, 0, -4, 0, 1],
  },
] as const;

export type Track = (typeof TRACKS)[number];

export function trackForStair(stair: number): Track {
  return TRACKS.find((t) => stair <= t.upTo) ?? TRACKS[TRACKS.length - 1]!;
}
