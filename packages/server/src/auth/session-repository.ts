import type { AccessLevel, Lang } from '@heroroad/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

export interface NewSession {
  readonly idHash: string;
  readonly playerId: number;
  readonly authSource: string;
  readonly identification: Readonly<Record<string, string>>;
  readonly userAgent: string | null;
  readonly ip: string | null;
  readonly now: number;
  readonly expiresAt: number;
  readonly viewerId?: number | null;
}

export interface SessionLookup {
  readonly playerId: number;
  readonly accessLevel: AccessLevel;
  readonly lang: Lang;
  readonly authSource: string;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
  readonly viewerId: number | null;
}

export async function insert(db: Executor, s: NewSession): Promise<void> {
  await db
    .insertInto('session')
    .values({
      id_hash: s.idHash,
      player_id: s.playerId,
      auth_source: s.authSource,
      identification: JSON.stringify(s.identification),
      user_agent: s.userAgent,
      ip: s.ip,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
      revoked_at: null,
      viewer_id: s.viewerId ?? null,
    })
    .execute();
}

export async function find(db: Executor, idHash: string): Promise<SessionLookup | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('player', 'player.id', 'session.player_id')
    .select([
      'session.player_id',
      'session.auth_source',
      'session.last_seen_at',
      'session.expires_at',
      'session.revoked_at',
      'session.viewer_id',
      'player.access_level',
      'player.lang',
    ])
    .where('session.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    playerId: row.player_id,
    accessLevel: row.access_level as AccessLevel,
    lang: row.lang as Lang,
    authSource: row.auth_source,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    viewerId: row.viewer_id,
  };
}

/** Records that the player was seen playing at `now`. */
export async function seen(db: Executor, playerId: number, now: number): Promise<void> {
  await db
    .insertInto('player_seen')
    .values({ player_id: playerId, seen_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ seen_at: now }))
    .execute();
}

export async function lastSeen(db: Executor, playerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('player_seen')
    .select('seen_at')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? Number(row.seen_at) : null;
}

export async function touch(
  db: Executor,
  idHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function revoke(db: Executor, idHash: string, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllFor(db: Executor, playerId: number, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('player_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Removes sessions that ended before `before`; returns how many. */
export async function purge(db: Executor, before: number): Promise<number> {
  const result = await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The sessions revoked at or after `since` (the realtime layer's periodic check). */
export async function revokedSince(db: Executor, since: number): Promise<string[]> {
  const rows = await db
    .selectFrom('session')
    .select('id_hash')
    .where('revoked_at', '>=', since)
    .execute();
  return rows.map((r) => r.id_hash);
}

/** A player's last sessions, newest first, as staff see them on the player card. */
export function sessionsOf(db: Kysely<Database>, playerId: number, limit: number) {
  return db
    .selectFrom('session')
    .select(['auth_source', 'created_at', 'last_seen_at', 'revoked_at', 'viewer_id', 'user_agent'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Each way a player has signed in (not staff views into the game), with its first time. */
export function signInSourcesOf(db: Kysely<Database>, playerId: number) {
  return db
    .selectFrom('session')
    .select('auth_source')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('player_id', '=', playerId)
    .where('viewer_id', 'is', null)
    .groupBy('auth_source')
    .execute();
}

/** The live views a staff member has open into players' games. */
export function openViewsBy(db: Kysely<Database>, viewerId: number) {
  return db
    .selectFrom('session')
    .select('id_hash')
    .where('viewer_id', '=', viewerId)
    .where('revoked_at', 'is', null)
    .execute();
}
