import { BALANCE, stairScale } from '../content/balance.js';
import { MOSCOW_OFFSET_MS, DAY_MS } from '../time/units.js';

/** Moscow time, UTC+3 all year: the day the daily reward and sales follow (SPEC §9). */

/** The Moscow calendar day of a moment, as a day number since the epoch. */
export function moscowDay(epochMs: number): number {
  return Math.floor((epochMs + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** The start of the next Moscow day after `epochMs`. */
export function nextMoscowDay(epochMs: number): number {
  return (moscowDay(epochMs) + 1) * DAY_MS - MOSCOW_OFFSET_MS;
}

export interface EverydayReward {
  /** Days in a row, this one included (1 … 7, then it stays at 7). */
  readonly streak: number;
  readonly gold: number;
  /** A healing potion every third day of a streak, two on the seventh. */
  readonly potions: number;
}

/**
 * The daily reward: ten ordinary monsters' worth of gold at the best stair won, 10% more for
 * each day of an unbroken streak (up to +60% on the seventh day). `lastTaken` is when it was last
 * taken (null: never); null when today's has already been taken.
 */
export function everydayReward(
  now: number,
  lastTaken: number | null,
  previousStreak: number,
  bestStair: number,
): EverydayReward | null {
  const today = moscowDay(now);
  if (lastTaken !== null && moscowDay(lastTaken) >= today) return null;
  const continued = lastTaken !== null && moscowDay(lastTaken) === today - 1;
  const streak = continued ? Math.min(7, previousStreak + 1) : 1;
  const perMonster =
    BALANCE.goldPerMonster * stairScale(Math.max(1, bestStair)) ** BALANCE.goldExponent;
  return {
    streak,
    gold: 10 * perMonster * (1 + 0.1 * (streak - 1)),
    potions: streak === 7 ? 2 : streak % 3 === 0 ? 1 : 0,
  };
}
