import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/tx.js';
import type { WorldStateTable } from './tables.js';

export type WorldStateRow = Selectable<WorldStateTable>;

// The player's world row; only ever changed inside that player's change.

export function find(db: Executor, playerId: number): Promise<WorldStateRow | undefined> {
  return db
    .selectFrom('world_state')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** The row, made on first use; the offer columns are reset when the day has changed. */
export async function ensure(db: Executor, playerId: number, day: number): Promise<WorldStateRow> {
  await db
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
  const row = (await find(db, playerId))!;
  if (row.offer_day === day) return row;
  return update(db, playerId, { offer_day: day, offer_chosen: 0, offer_used: 0 });
}

export async function update(
  db: Executor,
  playerId: number,
  patch: Updateable<Omit<WorldStateTable, 'player_id'>>,
): Promise<WorldStateRow> {
  await db.updateTable('world_state').set(patch).where('player_id', '=', playerId).execute();
  return (await find(db, playerId))!;
}
