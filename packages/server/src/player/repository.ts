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

export class PlayerRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewPlayerRow): Promise<number> {
    const inserted = await this.db
      .insertInto('player')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async findById(id: number): Promise<PlayerRow | undefined> {
    return (await byId(this.db, id)).rows[0];
  }

  findByNameKey(nameKey: string): Promise<PlayerRow | undefined> {
    return this.db
      .selectFrom('player')
      .selectAll()
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
  }

  async nameKeyExists(nameKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('player')
      .select('id')
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Updates and returns the row; undefined when the player does not exist. */
  /** Marks the player as having rated the game, unless they already had (the first time stays). */
  async markRated(id: number, at: number): Promise<void> {
    await this.db
      .updateTable('player')
      .set({ rated_at: at, updated_at: at })
      .where('id', '=', id)
      .where('rated_at', 'is', null)
      .execute();
  }

  async update(id: number, patch: PlayerPatch): Promise<PlayerRow | undefined> {
    return this.db
      .updateTable('player')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Turns a guest into a registered player, only if it is still a guest: of registrations of one
   * guest racing each other, one changes the row. Undefined when it was not a guest any more.
   */
  promoteGuest(id: number, patch: PlayerPatch): Promise<PlayerRow | undefined> {
    return this.db
      .updateTable('player')
      .set(patch)
      .where('id', '=', id)
      .where('access_level', '=', 'TRIAL')
      .where('password_hash', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Sets the player's new-mail flag, inside the caller's transaction (mail owns when). */
  async setNewMail(trx: Executor, playerId: number, on: boolean): Promise<void> {
    await trx
      .updateTable('player')
      .set({ have_new_mail: on ? 1 : 0 })
      .where('id', '=', playerId)
      .execute();
  }

  /** Only the columns the realtime subscription rules need; a connection keeps them. */
  async identity(
    id: number,
  ): Promise<{ playerId: number; clientUuid: string; clanId: number | null } | null> {
    const row = await this.db
      .selectFrom('player')
      .select(['id', 'client_uuid', 'clan_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { playerId: row.id, clientUuid: row.client_uuid, clanId: row.clan_id } : null;
  }
}
