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

const TABLE = { CHAT: 'chat_ban', FORUM: 'forum_block', GAME: 'game_ban' } as const;

export interface BanInput {
  readonly playerId: number;
  readonly duration: BanDuration;
  readonly reason: BanReason;
  /** The moderator setting it; null for an operator's command. */
  readonly byId: number | null;
  /** Who to name in the audit log (`player:12`, `cli:ops`). */
  readonly actor: string;
  /** Set inside a login-as session (the audit row is marked). */
  readonly inView?: boolean;
}

export interface UnbanInput {
  readonly byId: number | null;
  readonly actor: string;
  /** Why it is lifted; every lift carries one. */
  readonly reason: string;
  readonly inView?: boolean;
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
    liftedAt: row.lifted_at,
    liftedBy: row.lifted_by,
    liftReason: row.lift_reason,
  };
}

/**
 * Chat bans, forum blocks and game bans. A ban is active until its time runs out (no job lifts
 * it: every check compares its end with the clock) or it is lifted; a new ban while one is active
 * adds a row, and the latest end wins. A game ban ends every session of the player at once, on
 * every instance (`onGameBan`); a forbidden-nickname ban of any scope asks for a rename at the
 * next start. Every change is audited in the same transaction.
 */
export class SocialBans {
  /** Ends every session of a banned player; the server wires it to the sessions' revocation. */
  onGameBan: (playerId: number) => Promise<void> = async () => undefined;

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
    if (!Object.hasOwn(TABLE, kind)) throw new AppError('VALUE_INVALID');
    if (!(BAN_REASONS as readonly string[]).includes(input.reason)) {
      throw new AppError('VALUE_INVALID');
    }
    const ms = Object.hasOwn(BAN_DURATIONS, input.duration)
      ? BAN_DURATIONS[input.duration]
      : undefined;
    if (ms === undefined) throw new AppError('VALUE_INVALID');
    const player = await this.players.find({ id: input.playerId });
    if (!player) throw new AppError('PLAYER_NOT_FOUND', 404);
    const now = this.clock();
    const ban = await this.db.transaction().execute(async (trx) => {
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
          lift_reason: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (input.reason === 'FORBIDDEN_NICKNAME') {
        await trx
          .insertInto('forced_rename')
          .values({ player_id: player.id, name_key: player.name_key, created_at: now })
          .onConflict((oc) =>
            oc.column('player_id').doUpdateSet({ name_key: player.name_key, created_at: now }),
          )
          .execute();
      }
      await this.audit.write(
        {
          actor: input.actor,
          action: `${kind.toLowerCase()}.ban`,
          playerId: input.playerId,
          details: { duration: input.duration, until: row.until, banId: row.id },
          reason: input.reason,
          inView: input.inView,
        },
        trx,
      );
      return toDto(kind, row);
    });
    if (kind === 'GAME') await this.onGameBan(input.playerId);
    return ban;
  }

  /** Lifts every active ban of the kind; answers how many (0 when there was none). */
  async unban(kind: SocialBanKind, playerId: number, by: UnbanInput): Promise<number> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(TABLE[kind])
        .set({ lifted_at: now, lifted_by: by.byId, lift_reason: by.reason })
        .where('player_id', '=', playerId)
        .where('lifted_at', 'is', null)
        .where('until', '>', now)
        .executeTakeFirst();
      const lifted = Number(result.numUpdatedRows);
      if (lifted > 0) {
        await this.audit.write(
          {
            actor: by.actor,
            action: `${kind.toLowerCase()}.unban`,
            playerId,
            details: { lifted },
            reason: by.reason,
            inView: by.inView,
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

  /**
   * Whether the player must pick a new nickname before playing on: a forbidden-nickname ban
   * asked for one and the player still has the name it was given for.
   */
  async renameRequired(playerId: number, nameKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('forced_rename')
      .select('name_key')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row !== undefined && row.name_key === nameKey;
  }
}
