import type { ChatRoom } from '@heroroad/protocol';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import type { ChatMessageTable } from './tables.js';

export type ChatRow = Selectable<ChatMessageTable>;

/** Which messages of a room a player sees: all of MAIN, one clan's, or their own whispers. */
export type RoomScope =
  | { readonly room: 'MAIN' }
  | { readonly room: 'CLAN'; readonly clanId: number }
  | { readonly room: 'PRIVAT'; readonly playerId: number };

function scoped(db: Executor, scope: RoomScope) {
  let q = db
    .selectFrom('chat_message')
    .where('room', '=', scope.room)
    .where('deleted_at', 'is', null);
  if (scope.room === 'MAIN') q = q.where('clan_id', 'is', null);
  if (scope.room === 'CLAN') q = q.where('clan_id', '=', scope.clanId);
  if (scope.room === 'PRIVAT') {
    const me = scope.playerId;
    q = q.where((eb) => eb.or([eb('author_id', '=', me), eb('to_id', '=', me)]));
  }
  return q;
}

export function insert(db: Executor, row: Insertable<ChatMessageTable>): Promise<ChatRow> {
  return db.insertInto('chat_message').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first, skipping `offset`. */
export function page(
  db: Executor,
  scope: RoomScope,
  offset: number,
  limit: number,
): Promise<ChatRow[]> {
  return scoped(db, scope).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Newest first, only ids above `afterId`. */
export function after(
  db: Executor,
  scope: RoomScope,
  afterId: number,
  limit: number,
): Promise<ChatRow[]> {
  return scoped(db, scope)
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest id in the scope written by someone other than `notBy`; 0 when none. */
export async function newestId(db: Executor, scope: RoomScope, notBy: number): Promise<number> {
  const row = await scoped(db, scope)
    .select('id')
    .where('author_id', '!=', notBy)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

export function find(db: Executor, id: number): Promise<ChatRow | undefined> {
  return db
    .selectFrom('chat_message')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Answers false when the message was already removed (by another moderator meanwhile). */
export async function softDelete(
  db: Executor,
  id: number,
  by: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_message')
    .set({ deleted_at: now, deleted_by: by })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function seen(db: Executor, playerId: number): Promise<Map<ChatRoom, number>> {
  const rows = await db
    .selectFrom('chat_seen')
    .select(['room', 'seen_id'])
    .where('player_id', '=', playerId)
    .execute();
  return new Map(rows.map((r) => [r.room as ChatRoom, r.seen_id]));
}

/** Moves the seen mark forward only; answers the mark now stored. */
export async function markSeen(
  db: Executor,
  playerId: number,
  room: ChatRoom,
  lastId: number,
  now: number,
): Promise<number> {
  await db
    .insertInto('chat_seen')
    .values({ player_id: playerId, room, seen_id: lastId, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'room'])
        .doUpdateSet({ seen_id: lastId, updated_at: now })
        .where('chat_seen.seen_id', '<', lastId),
    )
    .execute();
  return (await seen(db, playerId)).get(room) ?? lastId;
}

/** The chat lines a player wrote before `before`, newest first (the staff's player log). */
export function chatLinesBefore(
  db: Kysely<Database>,
  playerId: number,
  before: number,
  limit: number,
) {
  return db
    .selectFrom('chat_message')
    .select(['id', 'room', 'to_name', 'text', 'created_at', 'deleted_at'])
    .where('author_id', '=', playerId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** One chat line by its id, removed or not (a report names it). */
export function chatLineById(db: Kysely<Database>, id: number) {
  return db.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
}
