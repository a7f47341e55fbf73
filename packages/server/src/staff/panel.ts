import type {
  AuditRowDto,
  SocialBanDto,
  SocialBanKind,
  StaffPlayerCardDto,
  StaffPlayerSummaryDto,
  BAN_DURATIONS,
} from '@heroroad/protocol';
import { SOCIAL_BAN_KINDS } from '@heroroad/protocol';
import {
  accessChangeRefusal,
  hasAccess,
  nicknameKey,
  roleOf,
  type AccessLevel,
} from '@heroroad/rules';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../core/auth-context.js';
import { AppError } from '../core/errors.js';
import type { Database } from '../db/schema.js';
import {
  staffActor,
  staffReason as reasonOf,
  type AuditFilter,
  type AuditLog,
} from '../moderation/audit.js';
import type { SocialBans } from '../moderation/bans.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerKernel } from '../player/unit.js';
import type { SessionService } from '../auth/sessions.js';
import { openViewsBy, sessionsOf, signInSourcesOf } from '../auth/session-repository.js';
import { paidTotalOf } from '../bank/repository.js';

export interface BanRequest {
  readonly playerId: number;
  readonly scope: SocialBanKind;
  readonly reason: SocialBanDto['reason'];
  readonly duration: keyof typeof BAN_DURATIONS;
}

/** The staff member acting, as the audit names them. */
export function actorOf(auth: AuthContext): { actor: string; byId: number; inView: boolean } {
  const staffId = auth.viewerId ?? auth.playerId;
  return { actor: staffActor(staffId), byId: staffId, inView: auth.viewerId !== null };
}

export function summaryOf(row: PlayerRow): StaffPlayerSummaryDto {
  const access = row.access_level as AccessLevel;
  return {
    id: Number(row.id),
    name: row.name,
    level: row.level,
    accessLevel: access,
    role: roleOf({
      accessLevel: access,
      registered: row.password_hash !== null,
      goodPoints: row.good_points,
      evilPoints: row.evil_points,
    }),
    registered: row.password_hash !== null,
    createdAt: Number(row.created_at),
  };
}

/**
 * The moderator panel's player side: search, the card, bans and unbans, levels. Staff act only on
 * players below their own level; every change is audited with the staff member and the reason.
 */
export class StaffPanel {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly players: PlayerKernel,
    private readonly bans: SocialBans,
    private readonly audit: AuditLog,
    private readonly sessions: SessionService,
  ) {}

  async target(id: number): Promise<PlayerRow> {
    const row = await this.players.find({ id });
    if (!row) throw new AppError('PLAYER_NOT_FOUND', 404);
    return row;
  }

  /** The target, refused when it is staff of the caller's level or above. */
  async below(auth: AuthContext, id: number): Promise<PlayerRow> {
    const row = await this.target(id);
    if (Number(row.id) === auth.playerId) throw new AppError('STAFF_TARGET_PROTECTED');
    if (hasAccess(row.access_level as AccessLevel, auth.accessLevel)) {
      throw new AppError('STAFF_TARGET_PROTECTED');
    }
    return row;
  }

  async search(q: string): Promise<StaffPlayerSummaryDto[]> {
    const id = /^#?(\d{1,15})$/.exec(q.trim());
    const key = nicknameKey(q).replace(/[\\%_]/g, (c) => `\\${c}`);
    let query = this.db.selectFrom('player').selectAll().orderBy('id', 'asc').limit(20);
    query = id
      ? query.where('id', '=', Number(id[1]))
      : query.where(sql<boolean>`name_key like ${`${key}%`} escape '\\'`);
    const rows = await query.execute();
    return rows.map(summaryOf);
  }

  async card(id: number): Promise<StaffPlayerCardDto> {
    const row = await this.target(id);
    const sessions = await sessionsOf(this.db, id, 20);
    const sources = await signInSourcesOf(this.db, id);
    const bans = (await Promise.all(SOCIAL_BAN_KINDS.map((k) => this.bans.history(k, id)))).flat();
    bans.sort((a, b) => b.createdAt - a.createdAt);
    const active = await Promise.all(SOCIAL_BAN_KINDS.map((k) => this.bans.active(k, id)));
    const paid = await paidTotalOf(this.db, id);
    const ordered = [...sources].sort((a, b) => Number(a.first) - Number(b.first));
    const sourceList = [row.user_source, ...ordered.map((s) => s.auth_source)];
    return {
      player: summaryOf(row),
      stair: row.stair,
      bestVictoryStair: row.best_victory_stair,
      clanId: row.clan_id === null ? null : Number(row.clan_id),
      mailOrPhone: row.mail_or_phone,
      sources: [...new Set(sourceList)],
      sessions: sessions.map((s) => ({
        authSource: s.auth_source,
        createdAt: Number(s.created_at),
        lastSeenAt: Number(s.last_seen_at),
        revokedAt: s.revoked_at === null ? null : Number(s.revoked_at),
        viewerId: s.viewer_id === null ? null : Number(s.viewer_id),
        userAgent: s.user_agent,
      })),
      bans,
      activeBans: SOCIAL_BAN_KINDS.filter((_, i) => active[i] !== null),
      renameRequired: await this.bans.renameRequired(id, row.name_key),
      payments: { count: Number(paid?.count ?? 0), gemsBought: Number(paid?.gems ?? 0) },
    };
  }

  async ban(auth: AuthContext, input: BanRequest): Promise<SocialBanDto> {
    await this.below(auth, input.playerId);
    return this.bans.ban(input.scope, { ...input, ...actorOf(auth) });
  }

  async unban(
    auth: AuthContext,
    playerId: number,
    scope: SocialBanKind,
    reason: string,
  ): Promise<number> {
    await this.below(auth, playerId);
    const why = reasonOf(reason);
    const lifted = await this.bans.unban(scope, playerId, { ...actorOf(auth), reason: why });
    if (lifted === 0) throw new AppError('BAN_NOT_ACTIVE');
    return lifted;
  }

  /** Promotes or demotes: never above the caller's own level, never a peer or a superior. */
  async setAccess(
    auth: AuthContext,
    playerId: number,
    level: AccessLevel,
    reason: string,
  ): Promise<StaffPlayerSummaryDto> {
    const why = reasonOf(reason);
    const target = await this.target(playerId);
    const from = target.access_level as AccessLevel;
    const refusal = accessChangeRefusal(auth.accessLevel, from, level, playerId === auth.playerId);
    if (refusal) throw new AppError(refusal);
    if (level !== 'TRIAL' && target.password_hash === null) throw new AppError('ACCESS_GUEST');
    const updated = await this.players.withPlayer(playerId, async (p) => {
      // Conditional on the level read above: of two racing changes, the second sees the first.
      if (p.row.access_level !== from) throw new AppError('CONFLICT');
      const row = await p.patch({ access_level: level });
      await this.audit.write(
        {
          ...actorOf(auth),
          action: 'access.set',
          playerId,
          details: { from, to: level },
          reason: why,
        },
        p.trx,
      );
      return row;
    });
    // Sessions carry the level: forget them everywhere so the change applies to the next call.
    this.sessions.forgetPlayer(playerId);
    // Staff no longer: the views they had open into players' games end now.
    if (!hasAccess(level, 'MODERATOR')) {
      const views = await openViewsBy(this.db, playerId);
      for (const v of views) await this.sessions.revoke(v.id_hash);
    }
    return summaryOf(updated);
  }

  async auditRows(filter: AuditFilter): Promise<AuditRowDto[]> {
    const rows = await this.audit.search(filter);
    return rows.map((r) => ({
      id: Number(r.id),
      at: Number(r.at),
      actor: r.actor,
      actorId: r.actorId === null ? null : Number(r.actorId),
      action: r.action,
      playerId: r.playerId === null ? null : Number(r.playerId),
      details: { ...r.details },
      reason: r.reason,
      inView: r.inView,
    }));
  }
}
