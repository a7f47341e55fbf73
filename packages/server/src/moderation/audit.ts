import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';

export interface AuditEntry {
  readonly actor: string;
  readonly action: string;
  readonly playerId: number | null;
  readonly details: Readonly<Record<string, unknown>>;
  readonly reason: string;
}

export interface AuditRecord extends AuditEntry {
  readonly id: number;
  readonly at: number;
}

/** Who changed what for whom, and why: every staff and operator change writes a row. */
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
        action: entry.action,
        player_id: entry.playerId,
        details: JSON.stringify(entry.details),
        reason: entry.reason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(playerId: number | null, limit = 50): Promise<AuditRecord[]> {
    let q = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
    if (playerId !== null) q = q.where('player_id', '=', playerId);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      playerId: r.player_id,
      details: JSON.parse(r.details) as Record<string, unknown>,
      reason: r.reason,
    }));
  }
}
