import type { BlockedPlayerDto } from '@heroroad/protocol';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/schema.js';

/** Who blocked whom: a blocked player cannot write to the owner by mail or chat whisper. */
export class Blacklist {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async isBlocked(ownerId: number, otherId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('mail_block')
      .select('player_id')
      .where('player_id', '=', ownerId)
      .where('blocked_id', '=', otherId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Idempotent: blocking twice keeps the first date. */
  async block(ownerId: number, otherId: number): Promise<void> {
    await this.db
      .insertInto('mail_block')
      .values({ player_id: ownerId, blocked_id: otherId, created_at: this.clock() })
      .onConflict((oc) => oc.columns(['player_id', 'blocked_id']).doNothing())
      .execute();
  }

  async unblock(ownerId: number, otherId: number): Promise<void> {
    await this.db
      .deleteFrom('mail_block')
      .where('player_id', '=', ownerId)
      .where('blocked_id', '=', otherId)
      .execute();
  }

  /** Of `others`, the ones the owner has blocked. */
  async blockedAmong(ownerId: number, others: readonly number[]): Promise<Set<number>> {
    if (others.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('mail_block')
      .select('blocked_id')
      .where('player_id', '=', ownerId)
      .where('blocked_id', 'in', [...others])
      .execute();
    return new Set(rows.map((r) => r.blocked_id));
  }

  async list(ownerId: number): Promise<BlockedPlayerDto[]> {
    const rows = await this.db
      .selectFrom('mail_block')
      .innerJoin('player', 'player.id', 'mail_block.blocked_id')
      .select(['mail_block.blocked_id', 'player.name', 'mail_block.created_at'])
      .where('mail_block.player_id', '=', ownerId)
      .orderBy('mail_block.created_at', 'desc')
      .execute();
    return rows.map((r) => ({ playerId: r.blocked_id, name: r.name, since: r.created_at }));
  }
}
