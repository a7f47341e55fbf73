import {
  BAN_DURATIONS,
  BAN_REASONS,
  type BanDuration,
  type BanReason,
  type SocialBanDto,
  type SocialBanKind,
} from '@heroroad/protocol';
import type { Kysely, Selectable } from 'kysely';
import type { AuditLog } from './audit.js';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Database } from '../db/schema.js';
import type { PlayerKernel } from '../player/unit.js';
import type { SocialBanTable } from './tables.js';

const TABLE = { CHAT: 'chat_ban', FORUM: 'forum_block' } as const;

export interface BanInput {
  readonly playerId: number;
  readonly duration: BanDuration;
  readonly reason: BanReason;
  /** The moderator setting it; null for an operator's command. */
  readonly byId: number | null;
  /** Who to name in the audit log (`player:12`, `cli:ops`). */
  readonly actor: string;
}

function toDto(kind: SocialBanKind, row: Selectable<SocialBanTable>): SocialBanDto {
  return {
    id: row.id,
    kind,
    playerId: row.player_id,
    until: row.until,
    reason: row.reason as BanReason,
    byId: row.by_id,
    createdAt: row.created_at,
  };
}

/**
 * Chat bans and forum blocks. A ban is active until its time runs out or it is lifted; a new ban
 * while one is active adds a row, and the latest end wins. Every change is audited.
 */
export class SocialBans {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditLog,
    private readonly players: PlayerKernel,
    private readonly clock: Clock,
  ) {}

  async active(kind: SocialBanKind, playerId: number): Promise<SocialBanDto | null> {
    const row = await this.db
      .selectFrom(TABLE[kind])
      .selectAll()
      .where('player_id', '=', playerId)
      .where('lifted_at', 'is', null)
      .where('until', '>', this.clock())
      .orderBy('until', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toDto(kind, row) : null;
  }

  async ban(kind: SocialBanKind, input: BanInput): Promise<SocialBanDto> {
    if (!(BAN_REASONS as readonly string[]).includes(input.reason)) {
      throw new AppError('VALUE_INVALID');
    }
    const ms = (BAN_DURATIONS as Record<string, number>)[input.duration];
    if (ms === undefined) throw new AppError('VALUE_INVALID');
    if (!(await this.players.find({ id: input.playerId })))
      throw new AppError('PLAYER_NOT_FOUND', 404);
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto(TABLE[kind])
        .values({
          player_id: input.playerId,
          until: now + ms,
          reason: input.reason,
          by_id: input.byId,
          created_at: now,
          lifted_at: null,
          lifted_by: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.write(
        {
          actor: input.actor,
          action: `${kind.toLowerCase()}.ban`,
          playerId: input.playerId,
          details: { duration: input.duration, until: row.until },
          reason: input.reason,
        },
        trx,
      );
      return toDto(kind, row);
    });
  }

  /** Lifts every active ban of the kind; answers how many (0 when there was none). */
  async unban(
    kind: SocialBanKind,
    playerId: number,
    byId: number | null,
    actor: string,
  ): Promise<number> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(TABLE[kind])
        .set({ lifted_at: now, lifted_by: byId })
        .where('player_id', '=', playerId)
        .where('lifted_at', 'is', null)
        .where('until', '>', now)
        .executeTakeFirst();
      const lifted = Number(result.numUpdatedRows);
      if (lifted > 0) {
        await this.audit.write(
          {
            actor,
            action: `${kind.toLowerCase()}.unban`,
            playerId,
            details: { lifted },
            reason: 'lifted',
          },
          trx,
        );
      }
      return lifted;
    });
  }

  /** Every ban of the kind the player ever had, newest first. */
  async history(kind: SocialBanKind, playerId: number): Promise<SocialBanDto[]> {
    const rows = await this.db
      .selectFrom(TABLE[kind])
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => toDto(kind, r));
  }
}
