import { ACCESS_LEVELS } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Payment } from '../schemas/bank.js';
import { SOCIAL_BAN_KINDS, SocialBan } from '../schemas/chat.js';
import { Id, Ok } from '../schemas/common.js';
import { literalUnion } from '../schemas/enums.js';
import {
  AuditQuery,
  AuditRow,
  BanInput,
  BAN_REASON_OR_NONE,
  PlayerLogEntry,
  Report,
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_STATES,
  StaffPlayerCard,
  StaffPlayerSummary,
  StaffReason,
  ViewSession,
} from '../schemas/staff.js';

const tags = ['moderation'];
const PlayerParams = Type.Object({ id: Id });

/** The moderator panel (SPEC §2, §6): players, bans, levels, reports and the staff audit. */
export const staff = {
  search: endpoint({
    method: 'GET',
    url: '/api/moderation/player/search',
    access: 'MODERATOR',
    summary: 'Players by id (123 or #123) or by the start of their nickname, at most 20',
    tags,
    querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 40 }) }),
    response: Type.Array(StaffPlayerSummary),
  }),
  card: endpoint({
    method: 'GET',
    url: '/api/moderation/player/:id',
    access: 'MODERATOR',
    summary: 'A player’s card: level, stair, sources, sessions, bans and payments',
    tags,
    params: PlayerParams,
    response: StaffPlayerCard,
  }),
  ban: endpoint({
    method: 'POST',
    url: '/api/moderation/ban',
    access: 'MODERATOR',
    summary: 'Bans a player from the chat, the forum or the whole game, by reason and duration',
    tags,
    body: BanInput,
    response: SocialBan,
  }),
  unban: endpoint({
    method: 'POST',
    url: '/api/moderation/unban',
    access: 'MODERATOR',
    summary: 'Lifts a player’s active ban of one scope, with the reason why',
    tags,
    body: Type.Object({
      playerId: Id,
      scope: literalUnion(SOCIAL_BAN_KINDS),
      reason: StaffReason,
    }),
    response: Type.Object({ lifted: Type.Integer() }),
  }),
  setAccess: endpoint({
    method: 'POST',
    url: '/api/moderation/player/:id/access',
    access: 'ADMIN',
    summary: 'Sets a player’s access level: never above the caller’s own, never a peer’s',
    tags,
    params: PlayerParams,
    body: Type.Object({ level: literalUnion(ACCESS_LEVELS), reason: StaffReason }),
    response: StaffPlayerSummary,
  }),
  audit: endpoint({
    method: 'GET',
    url: '/api/moderation/audit',
    access: 'MODERATOR',
    summary: 'The staff audit, newest first, by staff member, player and time (50 a page)',
    tags,
    querystring: AuditQuery,
    response: Type.Array(AuditRow),
  }),
  reports: endpoint({
    method: 'GET',
    url: '/api/moderation/reports',
    access: 'MODERATOR',
    summary: 'Players’ reports in one state (open ones oldest first, closed newest first)',
    tags,
    querystring: Type.Object({ state: Type.Optional(literalUnion(REPORT_STATES)) }),
    response: Type.Array(Report),
  }),
  reportTake: endpoint({
    method: 'POST',
    url: '/api/moderation/report/:id/take',
    access: 'MODERATOR',
    summary: 'Takes an open report, so no other moderator handles it at the same time',
    tags,
    params: PlayerParams,
    response: Report,
  }),
  reportResolve: endpoint({
    method: 'POST',
    url: '/api/moderation/report/:id/resolve',
    access: 'MODERATOR',
    summary:
      'Acts on a report (ban the author, delete what was reported, or dismiss); the reporter is told',
    tags,
    params: PlayerParams,
    body: Type.Object({
      action: literalUnion(REPORT_ACTIONS),
      ban: Type.Optional(Type.Omit(BanInput, ['playerId'])),
    }),
    response: Report,
  }),
  reportCreate: endpoint({
    method: 'POST',
    url: '/api/report/create',
    access: 'TRIAL',
    summary: 'Reports a chat message, a letter, a forum topic or comment, or a nickname',
    tags,
    body: Type.Object({
      kind: literalUnion(REPORT_KINDS),
      targetId: Id,
      comment: Type.Optional(Type.String({ maxLength: 300 })),
      reason: Type.Optional(BAN_REASON_OR_NONE),
    }),
    response: Ok,
    ratePerMinute: 20,
  }),
  viewEnter: endpoint({
    method: 'POST',
    url: '/api/tech/player/:id/enter',
    access: 'MODERATOR',
    summary: 'Logs in as a player: a session that sees the game as they do, until exit',
    tags,
    params: PlayerParams,
    response: ViewSession,
  }),
  viewExit: endpoint({
    method: 'POST',
    url: '/api/tech/player/exit',
    access: 'TRIAL',
    summary: 'Ends the login-as session it is called with',
    tags,
    response: Ok,
  }),
  playerLog: endpoint({
    method: 'GET',
    url: '/api/tech/player/:id/log',
    access: 'MODERATOR',
    summary: 'A player’s log, newest first: battles, places, purchases, chat and mail sent',
    tags,
    params: PlayerParams,
    querystring: Type.Object({ before: Type.Optional(Type.Integer({ minimum: 0 })) }),
    response: Type.Array(PlayerLogEntry),
  }),
  playerPayments: endpoint({
    method: 'GET',
    url: '/api/tech/player/:id/payments',
    access: 'MODERATOR',
    summary: 'A player’s payments, newest first',
    tags,
    params: PlayerParams,
    response: Type.Array(Payment),
  }),
} as const;
