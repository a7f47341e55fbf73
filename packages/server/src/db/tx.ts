import type { Kysely, Transaction } from 'kysely';
import type { Engine } from './engine.js';
import type { Database } from './schema.js';

/** A connection or a transaction: repositories work on either. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Locks the player's row for the rest of the transaction, so every change to one player's
 * gold, heroes and road happens one at a time. SQLite needs nothing: its single connection runs
 * one transaction at a time.
 */
export async function lockPlayer(trx: Executor, engine: Engine, playerId: number): Promise<void> {
  if (engine !== 'postgres') return;
  await trx.selectFrom('player').select('id').where('id', '=', playerId).forUpdate().execute();
}
