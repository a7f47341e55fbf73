import {
  api,
  type AuditRowDto,
  type BanDuration,
  type BanReason,
  type LiveSettingsDto,
  type ReportAction,
  type ReportDto,
  type ReportKind,
  type SocialBanKind,
} from '@heroroad/protocol';
import { hasAccess, type AccessLevel, type SaleMode } from '@heroroad/rules';
import type { GameServices } from './ports';

/**
 * The moderator panel's flows (SPEC §2, §6): players, bans, levels, reports, support and the
 * staff audit (logging in as a player is `staffView.ts`). Screens call these, never the endpoints.
 */
type Api = Pick<GameServices, 'api'>;
type Told = Pick<GameServices, 'api' | 'ui' | 't'>;

export const searchPlayers = (game: Api, q: string) =>
  game.api.call(api.staff.search, { query: { q } });

export const playerCard = (game: Api, id: number) =>
  game.api.call(api.staff.card, { params: { id } });

export const playerLog = (game: Api, id: number) =>
  game.api.call(api.staff.playerLog, { params: { id } });

export const playerPayments = (game: Api, id: number) =>
  game.api.call(api.staff.playerPayments, { params: { id } });

export async function banPlayer(
  game: Told,
  playerId: number,
  scope: SocialBanKind,
  reason: BanReason,
  duration: BanDuration,
): Promise<void> {
  await game.api.call(api.staff.ban, { body: { playerId, scope, reason, duration } });
  game.ui.getState().toast('success', game.t('staff.ban.done'));
}

export async function unbanPlayer(
  game: Told,
  playerId: number,
  scope: SocialBanKind,
  reason: string,
): Promise<void> {
  await game.api.call(api.staff.unban, { body: { playerId, scope, reason } });
  game.ui.getState().toast('success', game.t('staff.unban.done'));
}

/** Whether staff of this level may refund Telegram Stars payments (the endpoint's own level). */
export const mayRefundTelegram = (level: AccessLevel): boolean =>
  hasAccess(level, api.platform.tgRefund.access);

/** Staff refund a Telegram Stars payment: Telegram returns the Stars, the goods are taken back. */
export async function refundTelegram(game: Told, paymentId: number, reason: string): Promise<void> {
  await game.api.call(api.platform.tgRefund, {
    body: { paymentId, reason: reason.trim() },
    throttleId: `tg.refund:${paymentId}`,
  });
  game.ui.getState().toast('success', game.t('staff.refund.done', { id: paymentId }));
}

export async function setAccess(
  game: Told,
  id: number,
  level: AccessLevel,
  reason: string,
): Promise<void> {
  await game.api.call(api.staff.setAccess, { params: { id }, body: { level, reason } });
  game.ui.getState().toast('success', game.t('staff.access.done'));
}

export interface AuditSearch {
  readonly actorId?: number;
  readonly playerId?: number;
  readonly from?: number;
  readonly to?: number;
  readonly beforeId?: number;
}

export const auditRows = (game: Api, query: AuditSearch): Promise<AuditRowDto[]> =>
  game.api.call(api.staff.audit, { query });

export const openReports = (game: Api, state: ReportDto['state'] = 'OPEN') =>
  game.api.call(api.staff.reports, { query: { state } });

export const takeReport = (game: Api, id: number) =>
  game.api.call(api.staff.reportTake, { params: { id } });

export async function resolveReport(
  game: Told,
  id: number,
  action: ReportAction,
  ban?: { scope: SocialBanKind; reason: BanReason; duration: BanDuration },
): Promise<void> {
  await game.api.call(api.staff.reportResolve, {
    params: { id },
    body: ban ? { action, ban } : { action },
  });
  game.ui.getState().toast('success', game.t('staff.reports.done'));
}

export const openTickets = (game: Api) => game.api.call(api.news.ticketsOpen);

export async function answerTicket(game: Told, id: number, answer: string): Promise<void> {
  await game.api.call(api.news.ticketAnswer, { params: { id }, body: { answer } });
  game.ui.getState().toast('success', game.t('staff.tickets.done'));
}

/** The support inbox: one row per player who wrote to support by mail, newest first. */
export const supportInbox = (game: Api) => game.api.call(api.mail.supportList);

/** A player's support dialog (reading it marks it read for the staff). */
export const supportDialog = (game: Api, playerId: number) =>
  game.api.call(api.mail.supportDialogList, { params: { playerId }, query: {} });

export async function answerSupportMail(game: Told, playerId: number, text: string): Promise<void> {
  await game.api.call(api.mail.supportSend, {
    params: { playerId },
    body: { text },
    throttleId: `support.mail:${playerId}`,
  });
  game.ui.getState().toast('success', game.t('staff.inbox.done'));
}

/** An administrator renames any clan (SPEC §6, §7 `/api/admin/clan/name/set`). */
export async function renameClan(game: Told, clanId: number, name: string) {
  const clan = await game.api.call(api.clan.adminSetName, {
    body: { clanId, name },
    throttleId: `clan.rename:${clanId}`,
  });
  game.ui.getState().toast('success', game.t('staff.clans.done', { name: clan.name }));
  return clan;
}

/** A player reports what they saw; staff get it in their queue. */
export async function reportContent(
  game: Told,
  kind: ReportKind,
  targetId: number,
  comment: string,
): Promise<void> {
  await game.api.call(api.staff.reportCreate, {
    body: comment.trim() ? { kind, targetId, comment: comment.trim() } : { kind, targetId },
  });
  game.ui.getState().toast('success', game.t('report.sent'));
}

/** Live values administrators tune (the sale switch, the event preview). */
export const liveSettings = (game: Api) => game.api.call(api.staff.settings);

export async function setLiveSettings(
  game: Told,
  change: { sale?: SaleMode; eventPreviewDays?: number },
  reason: string,
): Promise<LiveSettingsDto> {
  const answer = await game.api.call(api.staff.setSettings, { body: { ...change, reason } });
  game.ui.getState().toast('success', game.t('staff.live.done'));
  return answer;
}
