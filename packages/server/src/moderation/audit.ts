import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../core/errors.js';

export interface AuditEntry {
  readonly actor: string;
  readonly action: string;
  readonly playerId: number | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly reason: string;
  /** Written inside a login-as session: the actor was seeing the game as the player. */
  readonly inView?: boolean | undefined;
}

export interface AuditRecord extends AuditEntry {
  readonly id: number;
  readonly at: number;
  readonly actorId: number | null;
  readonly inView: boolean;
}

export interface AuditFilter {
  readonly actorId?: number | undefined;
  readonly playerId?: number | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly beforeId?: number | undefined;
}

/** How a staff member is named in the log; their id is kept beside it for searching. */
export const staffActor = (playerId: number): string => `player:${playerId}`;

/** A staff member's typed reason (an unban's, a level change's): 3 to 500 characters. */
export function staffReason(reason: string): string {
  const r = reason.trim();
  if (r.length < 3) throw new AppError('STAFF_REASON_REQUIRED');
  return r.slice(0, 500);
}

function actorIdOf(actor: string): number | null {
  const m = /^player:(\d+)$/.exec(actor);
  return m ? Number(m[1]) : null;
}

/**
 * Who changed what for whom, and why: every staff and operator change writes a row. Append-only:
 * nothing here updates or deletes, and the database refuses both (triggers in the migration).
 */
export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Writes inside the caller's transaction, so the change and its record land together. */
  async write(
    entry: AuditEntry,
    trx: Transaction<Database> | Kysely<Database> = this.db,
  ): Promise<number> {
    const row = await trx
      .insertInto('audit_log')
      .values({
        at: this.clock(),
        actor: entry.actor,
        actor_id: actorIdOf(entry.actor),
        action: entry.action,
        player_id: entry.playerId,
        details: JSON.stringify(entry.details),
        reason: entry.reason,
        in_view: entry.inView ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(playerId: number | null, limit = 50): Promise<AuditRecord[]> {
    return this.search(playerId === null ? {} : { playerId }, limit);
  }

  /** Newest first, by staff member, player and time; `beforeId` pages further back. */
  async search(filter: AuditFilter, limit = 50): Promise<AuditRecord[]> {
    let q = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
    if (filter.playerId !== undefined) q = q.where('player_id', '=', filter.playerId);
    if (filter.actorId !== undefined) q = q.where('actor_id', '=', filter.actorId);
    if (filter.from !== undefined) q = q.where('at', '>=', filter.from);
    if (filter.to !== undefined) q = q.where('at', '<=', filter.to);
    if (filter.beforeId !== undefined) q = q.where('id', '<', filter.beforeId);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      actorId: r.actor_id,
      action: r.action,
      playerId: r.player_id,
      details: JSON.parse(r.details) as Record<string, unknown>,
      reason: r.reason,
      inView: r.in_view === 1,
    }));
  }
}
