/** The simulation's progression report: power curves and which move grew the squad most. */
import { median } from './median.js';
import {
  CHOICES,
  GEM_CHOICES,
  GOLD_CHOICES,
  MOVES,
  type Choice,
  type Move,
  type SimPlayer,
  type Tally,
} from './state.js';

const short = (x: number): string =>
  Number.isNaN(x)
    ? '—'
    : x >= 1e6
      ? `${(x / 1e6).toFixed(2)}M`
      : x >= 1e3
        ? `${(x / 1e3).toFixed(1)}k`
        : x.toFixed(0);

/** Median squad power after the first stairs and every tenth, for spenders and hoarders. */
export function powerCurve(spenders: SimPlayer[], hoarders: SimPlayer[], target: number): string[] {
  const lines = ['stair  spends   hoards   (median squad power; — once every such player stalled)'];
  const stairs = [1, 2, 3, 5];
  for (let stair = 10; stair <= target; stair += 10) stairs.push(stair);
  for (const stair of stairs) {
    const at = (ps: SimPlayer[]) =>
      median(ps.flatMap((p) => (p.power.has(stair) ? [p.power.get(stair)!] : [])));
    lines.push(
      `${String(stair).padStart(5)}  ${short(at(spenders)).padStart(7)}  ${short(at(hoarders)).padStart(7)}`,
    );
  }
  return lines;
}

/** Bands of 30 stairs, where the answer to "what grows the squad most" is read. */
export const MOVE_BANDS: readonly [number, number][] = [
  [1, 30],
  [31, 60],
  [61, 90],
  [91, 120],
  [121, 150],
];

/**
 * Squad power each kind of move added in each band, summed over the players, as shares; the
 * largest share is that band's best move.
 */
export function bestMoves(
  players: SimPlayer[],
): { band: [number, number]; best: Move; line: string }[] {
  return MOVE_BANDS.map(([from, to]) => {
    const total = Object.fromEntries(MOVES.map((m) => [m, 0])) as Record<Move, number>;
    for (const p of players)
      for (const [stair, g] of p.gains)
        if (stair >= from && stair <= to) for (const m of MOVES) total[m] += g[m];
    const sum = MOVES.reduce((a, m) => a + total[m], 0) || 1;
    const best = [...MOVES].sort((a, b) => total[b] - total[a])[0]!;
    const shares = MOVES.map((m) => `${m} ${((100 * total[m]) / sum).toFixed(1)}%`).join(', ');
    return { band: [from, to], best, line: `  stairs ${from}-${to}: ${shares}; best: ${best}` };
  });
}

/**
 * For each band, the decisions where buying a hero, levelling or reforging would have added the
 * most squad power at that moment, as shares; the largest is the band's best move.
 */
export function bestChoices(players: SimPlayer[]): { best: Choice; line: string }[] {
  return MOVE_BANDS.map(([from, to]) => {
    const n = Object.fromEntries(CHOICES.map((c) => [c, 0])) as Record<Choice, number>;
    for (const p of players)
      for (const [stair, t] of p.best)
        if (stair >= from && stair <= to) for (const c of CHOICES) n[c] += t[c];
    const sum = CHOICES.reduce((a, c) => a + n[c], 0) || 1;
    const best = [...CHOICES].sort((a, b) => n[b] - n[a])[0]!;
    const shares = CHOICES.map((c) => `${c} ${((100 * n[c]) / sum).toFixed(0)}%`).join(', ');
    return { best, line: `  stairs ${from}-${to}: ${shares} of ${sum} decisions; best: ${best}` };
  });
}

/** A use is good in a band when it was good at this share of the band's decisions at least. */
export const GOOD_IN_BAND = 0.2;

export interface BandUses<C extends string> {
  readonly band: [number, number];
  readonly decisions: number;
  /** Share of the band's decisions where each use was the best, and where it was good. */
  readonly best: Record<C, number>;
  readonly good: Record<C, number>;
  /** The uses good in the band (good at GOOD_IN_BAND of its decisions at least). */
  readonly goodUses: C[];
}

/** The weighed uses of one currency, per band of 30 stairs, summed over the players. */
export function bandUses<C extends string>(
  players: readonly SimPlayer[],
  uses: readonly C[],
  of: (p: SimPlayer) => Map<number, Tally<C>>,
): BandUses<C>[] {
  return MOVE_BANDS.map(([from, to]) => {
    const zero = () => Object.fromEntries(uses.map((c) => [c, 0])) as Record<C, number>;
    const best = zero();
    const good = zero();
    let decisions = 0;
    for (const p of players)
      for (const [stair, t] of of(p)) {
        if (stair < from || stair > to) continue;
        decisions += t.decisions;
        for (const c of uses) {
          best[c] += t.best[c];
          good[c] += t.good[c];
        }
      }
    const share = (r: Record<C, number>) =>
      Object.fromEntries(uses.map((c) => [c, decisions > 0 ? r[c] / decisions : 0])) as Record<
        C,
        number
      >;
    const goodShare = share(good);
    return {
      band: [from, to],
      decisions,
      best: share(best),
      good: goodShare,
      goodUses: uses.filter((c) => goodShare[c] >= GOOD_IN_BAND),
    };
  });
}

export const goldUses = (players: readonly SimPlayer[]) =>
  bandUses(players, GOLD_CHOICES, (p) => p.goldUses);
export const gemUses = (players: readonly SimPlayer[]) =>
  bandUses(players, GEM_CHOICES, (p) => p.gemUses);

/** The table as printed lines: per use, best / good shares of the decisions. */
export function useLines<C extends string>(rows: readonly BandUses<C>[]): string[] {
  return rows.map((r) => {
    const uses = Object.keys(r.best) as C[];
    const cells = uses
      .map((c) => `${c} ${(100 * r.best[c]).toFixed(0)}%/${(100 * r.good[c]).toFixed(0)}%`)
      .join(', ');
    return `  stairs ${r.band[0]}-${r.band[1]}: ${cells} of ${r.decisions} decisions; good: ${r.goodUses.join(', ') || 'none'}`;
  });
}
