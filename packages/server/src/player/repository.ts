import type { Insertable, Selectable, Updateable } from 'kysely';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import type { PlayerTable } from './tables.js';

/** Nearly every call reads its player: kept compiled. */
const byId = reusable(
  (db, id: number) => db.selectFrom('player').selectAll().where('id', '=', id),
  [-101],
);

export type PlayerRow = Selectable<PlayerTable>;
export type NewPlayerRow = Insertable<PlayerTable>;
export type PlayerPatch = Updateable<PlayerTable>;

export async function insert(db: Executor, row: NewPlayerRow): Promise<number> {
  const inserted = await db
    .insertInto('player')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findById(db: Executor, id: number): Promise<PlayerRow | undefined> {
  return (await byId(db, id)).rows[0];
}

export function findByNameKey(db: Executor, nameKey: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('player').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
}

export async function nameKeyExists(db: Executor, nameKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('player')
    .select('id')
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the player as having rated the game, unless they already had (the first time stays). */
export async function markRated(db: Executor, id: number, at: number): Promise<void> {
  await db
    .updateTable('player')
    .set({ rated_at: at, updated_at: at })
    .where('id', '=', id)
    .where('rated_at', 'is', null)
    .execute();
}

/** Updates and returns the row; undefined when the player does not exist. */
export async function update(
  db: Executor,
  id: number,
  patch: PlayerPatch,
): Promise<PlayerRow | undefined> {
  return db.updateTable('player').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Turns a guest into a registered player, only if it is still a guest: of registrations of one
 * guest racing each other, one changes the row. Undefined when it was not a guest any more.
 */
export function promoteGuest(
  db: Executor,
  id: number,
  patch: PlayerPatch,
): Promise<PlayerRow | undefined> {
  return db
    .updateTable('player')
    .set(patch)
    .where('id', '=', id)
    .where('access_level', '=', 'TRIAL')
    .where('password_hash', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Sets the player's new-mail flag, inside the caller's transaction (mail owns when). */
export async function setNewMail(trx: Executor, playerId: number, on: boolean): Promise<void> {
  await trx
    .updateTable('player')
    .set({ have_new_mail: on ? 1 : 0 })
    .where('id', '=', playerId)
    .execute();
}

/** Only the columns the realtime subscription rules need; a connection keeps them. */
export async function identity(
  db: Executor,
  id: number,
): Promise<{ playerId: number; clientUuid: string; clanId: number | null } | null> {
  const row = await db
    .selectFrom('player')
    .select(['id', 'client_uuid', 'clan_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { playerId: row.id, clientUuid: row.client_uuid, clanId: row.clan_id } : null;
}
