import { MINUTE_MS } from '../time/units.js';
/**
 * Upgrade timers (SPEC §4 Upgrades): an artifact, rank, force, chest or booster wait ends at a
 * stored time; the player may end it early for emeralds. The price falls with the time left,
 * growing as its square root so that cutting a long wait costs less per hour than a short one:
 *
 *   price(seconds left) = 0 when nothing is left, else max(1, ceil(3 × √(minutes left)))
 *
 * One minute costs 3 emeralds, ten minutes 10, an hour 24, eight hours 66, a day 114.
 */
export const SPEED_UP_PER_SQRT_MINUTE = 3;

/** Emeralds to finish a wait with `remainingMs` left now. */
export function speedUpPrice(remainingMs: number): number {
  if (!(remainingMs > 0)) return 0;
  const minutes = remainingMs / MINUTE_MS;
  return Math.max(1, Math.ceil(SPEED_UP_PER_SQRT_MINUTE * Math.sqrt(minutes)));
}

/** Milliseconds left of a wait ending at `endsAt`, never below zero. */
export function remainingMs(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}
