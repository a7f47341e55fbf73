import type { Kysely, Transaction } from 'kysely';
import type { Engine } from './engine.js';
import { isStalePlan } from './pgStatements.js';
import type { Database } from './schema.js';

/** A connection or a transaction: repositories work on either. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Locks the player's row for the rest of the transaction, so every change to one player's
 * gold, heroes and road happens one at a time. SQLite needs nothing: its single connection runs
 * one transaction at a time.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: a row written elsewhere that points at this player (a
 * gift, a letter, a clan invitation, a duel) takes `FOR KEY SHARE` on it for its foreign key,
 * which `FOR UPDATE` would block. Two players sending each other gifts at once then waited on
 * each other's rows and PostgreSQL killed one as a deadlock; the weaker lock still orders every
 * change of the player, and updates of the player's own columns take the same lock anyway.
 */
export async function lockPlayer(trx: Executor, engine: Engine, playerId: number): Promise<void> {
  if (engine !== 'postgres') return;
  await trx.selectFrom('player').select('id').where('id', '=', playerId).forNoKeyUpdate().execute();
}

/**
 * Locks several players' rows in ascending id order, so two changes touching the same players
 * (whichever starts from whom) wait for each other instead of deadlocking.
 */
export async function lockPlayers(
  trx: Executor,
  engine: Engine,
  playerIds: readonly number[],
): Promise<void> {
  for (const id of [...new Set(playerIds)].sort((a, b) => a - b)) await lockPlayer(trx, engine, id);
}

/**
 * PostgreSQL's deadlock (40P01) and serialization failure (40001), and a prepared plan another
 * instance's migration made stale (`pgStatements.ts`): the whole change may run again.
 */
export function isRetryableConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001' || isStalePlan(error);
}

/** How many times a change that lost a deadlock or a serialization check runs in all. */
export const CONFLICT_ATTEMPTS = 5;

/**
 * Runs `work` (one whole transaction) again when PostgreSQL aborted it as a deadlock victim or a
 * serialization failure. The aborted attempt left nothing behind, and the caller's idempotency
 * keys are the same on every attempt, so a retried payment or gift still moves once. The short,
 * growing pause lets the winner of the conflict finish first.
 */
export async function retryConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 3));
    }
  }
}
