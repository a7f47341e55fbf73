import type { Transaction } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { lockPlayer } from '../db/tx.js';
import { PlayerRepository, type PlayerPatch, type PlayerRow } from './repository.js';

export interface PlayerTx {
  readonly trx: Transaction<Database>;
  /** The player's row, locked for the transaction. */
  readonly row: PlayerRow;
  /** One clock reading for the whole change. */
  readonly now: number;
  /** Writes player columns (updated_at included) and returns the new row. */
  patch(patch: PlayerPatch): Promise<PlayerRow>;
}

/**
 * Runs one change to a player in one transaction, with the player's row locked: gold, heroes,
 * places and battles of one player change one request at a time, and a failure leaves nothing
 * half-written.
 */
export function withPlayer<T>(
  db: Db,
  clock: Clock,
  playerId: number,
  fn: (tx: PlayerTx) => Promise<T>,
): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockPlayer(trx, db.engine, playerId);
    const players = new PlayerRepository(trx);
    const row = await players.findById(playerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    const now = clock();
    return fn({
      trx,
      row,
      now,
      patch: async (patch) => {
        const updated = await players.update(playerId, { ...patch, updated_at: now });
        if (!updated) throw new AppError('UNAUTHORIZED');
        return updated;
      },
    });
  });
}
