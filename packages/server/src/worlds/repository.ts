import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/tx.js';
import type { WorldStateTable } from './tables.js';

export type WorldStateRow = Selectable<WorldStateTable>;

/** The player's world row; only ever changed inside that player's change. */
export class WorldRepository {
  constructor(private readonly db: Executor) {}

  find(playerId: number): Promise<WorldStateRow | undefined> {
    return this.db
      .selectFrom('world_state')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  /** The row, made on first use; the offer columns are reset when the day has changed. */
  async ensure(playerId: number, day: number): Promise<WorldStateRow> {
    await this.db
      .insertInto('world_state')
      .values({
        player_id: playerId,
        snow_visits: 0,
        snow_left_at: null,
        portal_visits: 0,
        steps_units: 0,
        offer_day: day,
        offer_chosen: 0,
        offer_used: 0,
      })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
    const row = (await this.find(playerId))!;
    if (row.offer_day === day) return row;
    return this.update(playerId, { offer_day: day, offer_chosen: 0, offer_used: 0 });
  }

  async update(
    playerId: number,
    patch: Updateable<Omit<WorldStateTable, 'player_id'>>,
  ): Promise<WorldStateRow> {
    await this.db.updateTable('world_state').set(patch).where('player_id', '=', playerId).execute();
    return (await this.find(playerId))!;
  }
}
