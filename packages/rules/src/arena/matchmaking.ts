import { nextInt, type RngState } from '../rng/rng.js';

/** Matchmaking numbers (GAME_DESIGN.md "Arena"). */
export const MATCHMAKING = {
  /** Opponents offered at once. */
  offers: 3,
  /** A fair opponent's rating is at most this far from the player's. */
  fairGap: 100,
  /** Nearest candidates read on each side of the player's rating. */
  candidatesPerSide: 20,
} as const;

export interface Candidate {
  readonly playerId: number;
  readonly rating: number;
}

/**
 * Chooses the opponents to offer: at random among the fair candidates (within `fairGap`), and only
 * when fewer than `offers` fair ones exist, the nearest of the rest. So an opponent further than
 * the fair gap is never offered while a fairer one is left out.
 */
export function pickOpponents(
  rating: number,
  candidates: readonly Candidate[],
  rng: RngState,
): Candidate[] {
  const gap = (c: Candidate) => Math.abs(c.rating - rating);
  const seen = new Set<number>();
  const unique = candidates.filter((c) => !seen.has(c.playerId) && seen.add(c.playerId));
  const fair = unique.filter((c) => gap(c) <= MATCHMAKING.fairGap);
  const chosen: Candidate[] = [];
  while (chosen.length < MATCHMAKING.offers && fair.length > 0) {
    chosen.push(fair.splice(nextInt(rng, fair.length), 1)[0]!);
  }
  if (chosen.length < MATCHMAKING.offers) {
    const rest = unique
      .filter((c) => gap(c) > MATCHMAKING.fairGap)
      .sort((a, b) => gap(a) - gap(b) || a.playerId - b.playerId);
    chosen.push(...rest.slice(0, MATCHMAKING.offers - chosen.length));
  }
  return chosen.sort((a, b) => b.rating - a.rating || a.playerId - b.playerId);
}
