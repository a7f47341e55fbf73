/** Elo rating of the arena (GAME_DESIGN.md "Arena"): every player starts at 1000. */
export const ARENA_RATING = {
  start: 1000,
  /** Points at stake in one attack. */
  k: 32,
  /** Ratings never fall below this. */
  floor: 0,
} as const;

/** The attacker's expected score against a defender, 0 … 1. */
export function expectedScore(attacker: number, defender: number): number {
  return 1 / (1 + 10 ** ((defender - attacker) / 400));
}

/**
 * What one finished attack moves: the attacker gains what the defender loses (zero-sum, so the
 * average rating stays at the start value), at least one point either way. Computed from both
 * ratings as they stood when the attack began.
 */
export function ratingChange(attacker: number, defender: number, won: boolean): number {
  const e = expectedScore(attacker, defender);
  const raw = Math.round(ARENA_RATING.k * ((won ? 1 : 0) - e));
  if (won) return Math.max(1, raw);
  return Math.min(-1, raw);
}
