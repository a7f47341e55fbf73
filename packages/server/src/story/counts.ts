import { eventWindowsAt, taskDay, taskDayStart, type TaskCounter } from '@heroroad/rules';
import { BATTLE_REWARDS } from '../battle/reward-key.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import type { RecordedOperation } from '../economy/wallet.js';
import {
  hasOperation,
  keyMatches,
  operationsBetween,
  spentEver,
  type LedgerOperation,
} from '../economy/ledger-queries.js';

/**
 * What the player did, read from the ledger every money movement leaves: a won battle pays under
 * its reward key (`battle/reward-key.ts`), a resource place under the reason `place:<id>`, healing
 * spends for `restore`, levels for `hero-level` / `group-level`, the daily reward is `everyday`.
 * The server's own record, so nothing a client says can count.
 */
export function counterOf(op: LedgerOperation): TaskCounter | null {
  if (keyMatches(op.key, BATTLE_REWARDS)) return 'WIN_BATTLES';
  if (op.reason.startsWith('place:')) return 'TAKE_PLACES';
  if (op.reason === 'restore') return 'RESTORE_HEALTH';
  if (op.reason === 'hero-level' || op.reason === 'group-level') return 'LEVEL_UP';
  if (op.reason === 'everyday') return 'EVERYDAY';
  return null;
}

export type Counts = Partial<Record<TaskCounter, number>>;

/** The periods a deed done at `at` counts in: its task day and every event window open then. */
export function periodsAt(at: number): number[] {
  return [taskDayStart(taskDay(at)), ...eventWindowsAt(at)];
}

/**
 * Counts one operation the ledger has just recorded (the kernel's operation listener), in the
 * same transaction: the ledger writes a key once, so a deed counts once however often it is
 * asked for.
 */
export async function countOperation(db: Executor, op: RecordedOperation): Promise<void> {
  const counter = counterOf({ reason: op.reason, key: op.key });
  if (counter) await addCounts(db, op.playerId, counter, periodsAt(op.at), 1);
}

/** Adds `n` to a counter of each period, creating the rows the first time. */
export async function addCounts(
  db: Executor,
  playerId: number,
  counter: TaskCounter,
  periods: readonly number[],
  n: number,
): Promise<void> {
  if (periods.length === 0) return;
  await db
    .insertInto('task_count')
    .values(periods.map((p) => ({ player_id: playerId, period_start: p, counter, n })))
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'period_start', 'counter'])
        .doUpdateSet((eb) => ({ n: eb('task_count.n', '+', eb.ref('excluded.n')) })),
    )
    .execute();
}

/** Every player answer reads the counts of the task day (and of an open event's window). */
const countsOf = reusable(
  (db, playerId: number, periodStart: number) =>
    db
      .selectFrom('task_count')
      .select(['counter', 'n'])
      .where('player_id', '=', playerId)
      .where('period_start', '=', periodStart),
  [-101, -102],
);

/** What the player did in the period starting at `periodStart` (a task day or an event window). */
export async function countsIn(
  db: Executor,
  playerId: number,
  periodStart: number,
): Promise<Counts> {
  const out: Counts = {};
  for (const r of (await countsOf(db, playerId, periodStart)).rows) {
    out[r.counter as TaskCounter] = Number(r.n);
  }
  return out;
}

/**
 * The counted operations of a player between two moments (start included, end excluded), read
 * from the ledger itself: what the counts above were first filled from.
 */
export async function ledgerCounts(
  db: Executor,
  playerId: number,
  from: number,
  to: number,
): Promise<Counts> {
  const out: Counts = {};
  for (const op of await operationsBetween(db, playerId, from, to)) {
    const c = counterOf(op);
    if (c) out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}

/** Emeralds a player has spent, ever (purchases in the shops). */
export function gemsSpent(db: Executor, playerId: number): Promise<number> {
  return spentEver(db, playerId, 'MITHRIL');
}

/** Every player answer reads the day's first stair: kept compiled. */
const dayBaseOf = reusable(
  (db, playerId: number, day: number) =>
    db
      .selectFrom('task_day')
      .select('base_stair')
      .where('player_id', '=', playerId)
      .where('day', '=', day),
  [-101, -102],
);

/** The rewards a player has taken, each with its period: every player answer reads them. */
export const claimsOf = reusable(
  (db, playerId: number) =>
    db.selectFrom('task_claim').select(['task_id', 'period']).where('player_id', '=', playerId),
  [-101],
);

/**
 * The best stair the player had won when first seen on a task day: stairs climbed that day
 * count from it. Written once per day; a second writer's row is kept.
 */
export async function dayBaseStair(
  db: Executor,
  playerId: number,
  day: number,
  bestNow: number,
): Promise<number> {
  const [found] = (await dayBaseOf(db, playerId, day)).rows;
  if (found) return found.base_stair;
  await db
    .insertInto('task_day')
    .values({ player_id: playerId, day, base_stair: bestNow })
    .onConflict((oc) => oc.columns(['player_id', 'day']).doNothing())
    .execute();
  return bestNow;
}

/**
 * The best stair the player had won when first seen inside an event's window (`period`: the
 * window's start): the event's climbing tasks count from it. Written once per window.
 */
export async function windowBaseStair(
  db: Executor,
  playerId: number,
  period: number,
  bestNow: number,
): Promise<number> {
  const found = await db
    .selectFrom('task_window')
    .select('base_stair')
    .where('player_id', '=', playerId)
    .where('period', '=', period)
    .executeTakeFirst();
  if (found) return found.base_stair;
  await db
    .insertInto('task_window')
    .values({ player_id: playerId, period, base_stair: bestNow })
    .onConflict((oc) => oc.columns(['player_id', 'period']).doNothing())
    .execute();
  return bestNow;
}

/** Whether the player has won any battle (a won battle always pays its reward). */
export function wonABattle(db: Executor, playerId: number): Promise<boolean> {
  return hasOperation(db, playerId, BATTLE_REWARDS);
}
