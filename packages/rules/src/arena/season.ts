import { moscowDay } from '../progression/everyday.js';
import { DAY_MS, MOSCOW_OFFSET_MS, MINUTE_MS } from '../time/units.js';

/** Epoch day 0 was a Thursday; Moscow day 4 (1970-01-05) was the first Monday. */
const FIRST_MONDAY = 4;

/** Arena numbers besides ratings and leagues (GAME_DESIGN.md "Arena"). */
export const ARENA = {
  /** A season lasts a week, Monday 00:00 to Monday 00:00 Moscow time. */
  seasonDays: 7,
  /** Attacks a Moscow day that cost nothing; each further one costs tickets. */
  freeAttempts: 5,
  extraAttemptTickets: 1,
  /** The daily reward's default time, minutes after Moscow midnight (21:00). */
  defaultRewardMinute: 21 * 60,
  /** Daily rewards go to players who attacked within this many days. */
  activeDays: 7,
  /** Attacks kept in each side of the history. */
  historySize: 20,
} as const;

/** The season a moment falls in: weeks since the first Monday. */
export function seasonOf(now: number): number {
  return Math.floor((moscowDay(now) - FIRST_MONDAY) / ARENA.seasonDays);
}

/** When a season ends (the next begins), epoch milliseconds. */
export function seasonEnd(season: number): number {
  return (FIRST_MONDAY + (season + 1) * ARENA.seasonDays) * DAY_MS - MOSCOW_OFFSET_MS;
}

/** Minutes since Moscow midnight. */
export function moscowMinute(now: number): number {
  return Math.floor(((((now + MOSCOW_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** Tickets an attack costs after `used` attacks today: nothing while free ones remain. */
export function attemptTickets(used: number): number {
  return used < ARENA.freeAttempts ? 0 : ARENA.extraAttemptTickets;
}

/**
 * Whether today's daily reward is due: not yet paid on this Moscow day, and the chosen minute has
 * come. `paidDay` is the Moscow day last paid (null: never).
 */
export function rewardDue(now: number, paidDay: number | null, minute: number): boolean {
  return (paidDay === null || paidDay < moscowDay(now)) && moscowMinute(now) >= minute;
}
