import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';

export interface NotificationView {
  readonly id: number;
  readonly kind: string;
  readonly text: string;
  readonly createdAt: number;
}

/** Unread news for a player (rewards, clan events…); other domains add them. */
export class NotificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async add(playerId: number, kind: string, text: string): Promise<number> {
    const row = await this.db
      .insertInto('notification')
      .values({ player_id: playerId, kind, text, created_at: this.clock(), read_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async unread(playerId: number, limit = 50): Promise<NotificationView[]> {
    const rows = await this.db
      .selectFrom('notification')
      .select(['id', 'kind', 'text', 'created_at'])
      .where('player_id', '=', playerId)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, kind: r.kind, text: r.text, createdAt: r.created_at }));
  }

  async markAllRead(playerId: number): Promise<void> {
    await this.db
      .updateTable('notification')
      .set({ read_at: this.clock() })
      .where('player_id', '=', playerId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** Removes one of the player's notifications; another player's id is left alone. */
  async remove(playerId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notification')
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
