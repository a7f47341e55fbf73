import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * At most one action of a kind per player per interval (a chat message a second, a letter every
 * two), claimed in one statement: an insert that, on the player's existing row, updates it only
 * when the interval has passed. Of any number of requests racing, one claims the slot; the
 * others see no row changed. The same on SQLite and PostgreSQL.
 */
export class ActionPace {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when the player may act now (and the slot is taken); false when too soon. */
  async claim(playerId: number, kind: string, now: number, intervalMs: number): Promise<boolean> {
    const result = await this.db
      .insertInto('action_pace')
      .values({ player_id: playerId, kind, at: now })
      .onConflict((oc) =>
        oc
          .columns(['player_id', 'kind'])
          .doUpdateSet({ at: now })
          .where('action_pace.at', '<=', now - intervalMs),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
