/**
 * Reconnection delays: 1 s, 2 s, 4 s … doubling up to 30 s, each shortened by up to half at
 * random. After a server restart every client drops at once; the jitter spreads their returns
 * over time instead of landing them all in the same second.
 */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly capMs: number;
  /** The largest share of the delay taken off at random (0 … 1). */
  readonly jitter: number;
}

export const RECONNECT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000, jitter: 0.5 };

/** The delay before retry number `attempt` (0 is the first retry after a drop). */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = RECONNECT_BACKOFF,
): number {
  // Past 2^15 the cap has long been reached; the limit keeps the power finite.
  const nominal = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(Math.max(attempt, 0), 15));
  return Math.round(nominal * (1 - policy.jitter * random()));
}
