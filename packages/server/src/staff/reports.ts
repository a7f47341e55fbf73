import type { BanReason, ReportAction, ReportDto, ReportKind } from '@heroroad/protocol';
import { reportOutcomeText, type Lang } from '@heroroad/rules';
import type { Kysely, Selectable } from 'kysely';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Database } from '../db/schema.js';
import type { AuditLog } from '../moderation/audit.js';
import type { NotificationService } from '../player/notifications.js';
import { chatLineById } from '../social/chat/repository.js';
import type { ChatService } from '../social/chat/service.js';
import { liveCommentById, liveTopicById } from '../social/forum/repository.js';
import type { ForumService } from '../social/forum/service.js';
import { letterById } from '../social/mail/repository.js';
import { actorOf, type BanRequest, type StaffPanel } from './panel.js';
import type { ReportTable } from './tables.js';

type ReportRow = Selectable<ReportTable>;
interface Reported {
  readonly authorId: number;
  readonly authorName: string;
  readonly excerpt: string;
}

function toDto(r: ReportRow): ReportDto {
  return {
    id: Number(r.id),
    kind: r.kind as ReportKind,
    targetId: Number(r.target_id),
    reporterId: Number(r.reporter_id),
    reportedId: Number(r.reported_id),
    reportedName: r.reported_name,
    excerpt: r.excerpt,
    comment: r.comment,
    reason: r.reason as BanReason | null,
    state: r.state as ReportDto['state'],
    takenBy: r.taken_by === null ? null : Number(r.taken_by),
    action: r.action as ReportAction | null,
    createdAt: Number(r.created_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
  };
}

/**
 * Players report a chat line, a letter, a forum topic or comment, or a nickname; moderators see
 * the queue, take a report, act on it (ban the author, delete what was reported, or dismiss it)
 * and the reporter is told the outcome.
 */
export class Reports {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly panel: StaffPanel,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationService,
    private readonly chat: ChatService,
    private readonly forum: ForumService,
  ) {}

  /** What is reported, as the reporter could see it; null when it is not there for them. */
  private async reported(me: number, kind: ReportKind, id: number): Promise<Reported | null> {
    const db = this.db;
    switch (kind) {
      case 'CHAT': {
        const m = await chatLineById(db, id);
        if (!m || m.deleted_at !== null) return null;
        if (m.room === 'PRIVAT' && Number(m.to_id) !== me && Number(m.author_id) !== me)
          return null;
        return { authorId: Number(m.author_id), authorName: m.author_name, excerpt: m.text };
      }
      case 'MAIL': {
        const m = await letterById(db, id);
        if (!m || m.support === 1 || (Number(m.a_id) !== me && Number(m.b_id) !== me)) return null;
        return { authorId: Number(m.from_id), authorName: m.author_name, excerpt: m.text };
      }
      case 'FORUM_TOPIC': {
        const t = await liveTopicById(db, id);
        if (!t) return null;
        return {
          authorId: Number(t.author_id),
          authorName: t.author_name,
          excerpt: `${t.title}\n${t.text}`,
        };
      }
      case 'FORUM_COMMENT': {
        const c = await liveCommentById(db, id);
        if (!c) return null;
        return { authorId: Number(c.author_id), authorName: c.author_name, excerpt: c.text };
      }
      case 'NICKNAME': {
        const p = await db
          .selectFrom('player')
          .select(['id', 'name'])
          .where('id', '=', id)
          .executeTakeFirst();
        return p ? { authorId: Number(p.id), authorName: p.name, excerpt: p.name } : null;
      }
    }
  }

  async create(
    auth: AuthContext,
    input: { kind: ReportKind; targetId: number; comment?: string; reason?: BanReason },
  ): Promise<void> {
    const found = await this.reported(auth.playerId, input.kind, input.targetId);
    if (!found) throw new AppError('REPORT_TARGET_MISSING', 404);
    if (found.authorId === auth.playerId) throw new AppError('REPORT_SELF');
    try {
      await this.db
        .insertInto('report')
        .values({
          kind: input.kind,
          target_id: input.targetId,
          reporter_id: auth.playerId,
          reported_id: found.authorId,
          reported_name: found.authorName,
          excerpt: found.excerpt.slice(0, 2000),
          comment: (input.comment ?? '').trim(),
          reason: input.reason ?? null,
          state: 'OPEN',
          taken_by: null,
          action: null,
          created_at: this.clock(),
          closed_at: null,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('REPORT_DUPLICATE');
      throw error;
    }
  }

  async list(state: ReportDto['state'] = 'OPEN'): Promise<ReportDto[]> {
    const open = state === 'OPEN' || state === 'TAKEN';
    const rows = await this.db.selectFrom('report').selectAll().where('state', '=', state)
      .orderBy('id', open ? 'asc' : 'desc').limit(100).execute(); // prettier-ignore
    return rows.map(toDto);
  }

  private async row(id: number): Promise<ReportRow> {
    const row = await this.db
      .selectFrom('report')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 404);
    return row;
  }

  /** One moderator takes an open report; a second taking it at once is refused. */
  async take(auth: AuthContext, id: number): Promise<ReportDto> {
    const row = await this.db.updateTable('report').set({ state: 'TAKEN', taken_by: auth.playerId })
      .where('id', '=', id).where('state', '=', 'OPEN').returningAll().executeTakeFirst(); // prettier-ignore
    if (row) return toDto(row);
    const now = await this.row(id);
    throw new AppError(now.state === 'TAKEN' ? 'REPORT_TAKEN' : 'REPORT_CLOSED');
  }

  async resolve(
    auth: AuthContext,
    id: number,
    action: ReportAction,
    ban?: Omit<BanRequest, 'playerId'>,
  ): Promise<ReportDto> {
    const report = await this.row(id);
    if (report.state === 'ACTED' || report.state === 'DISMISSED')
      throw new AppError('REPORT_CLOSED');
    if (report.state === 'TAKEN' && Number(report.taken_by) !== auth.playerId) {
      throw new AppError('REPORT_TAKEN');
    }
    if (action === 'BAN') {
      if (!ban) throw new AppError('VALUE_INVALID');
      await this.panel.ban(auth, { ...ban, playerId: Number(report.reported_id) });
    } else if (action === 'DELETE') {
      await this.remove(auth, report);
    }
    const state = action === 'DISMISS' ? 'DISMISSED' : 'ACTED';
    const closed = await this.db.updateTable('report')
      .set({ state, action, taken_by: auth.playerId, closed_at: this.clock() })
      .where('id', '=', id).where('state', 'in', ['OPEN', 'TAKEN']).returningAll().executeTakeFirst(); // prettier-ignore
    if (!closed) throw new AppError('REPORT_CLOSED');
    await this.audit.write({
      ...actorOf(auth),
      action: `report.${action.toLowerCase()}`,
      playerId: Number(report.reported_id),
      details: { report: id, kind: report.kind, target: Number(report.target_id) },
      reason: report.reason ?? report.kind,
    });
    const reporter = await this.db.selectFrom('player').select('lang')
      .where('id', '=', report.reporter_id).executeTakeFirst(); // prettier-ignore
    if (reporter) {
      const text = reportOutcomeText(state, reporter.lang as Lang);
      await this.notifications.add(Number(report.reporter_id), 'REPORT_RESOLVED', text);
    }
    return toDto(closed);
  }

  private async remove(auth: AuthContext, report: ReportRow): Promise<void> {
    const target = Number(report.target_id);
    if (report.kind === 'CHAT') {
      const m = await chatLineById(this.db, target);
      if (!m) throw new AppError('NOT_FOUND', 404);
      await this.chat.remove(auth, m.room as 'MAIN', target);
    } else if (report.kind === 'FORUM_TOPIC') await this.forum.deleteTopic(auth, target);
    else if (report.kind === 'FORUM_COMMENT') await this.forum.deleteComment(auth, target);
    else throw new AppError('REPORT_ACTION_UNSUPPORTED');
  }
}
