import { ACCESS_LEVELS, SALE_MODES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import {
  BAN_DURATIONS,
  BAN_REASONS,
  DISPLAYED_ROLES,
  SOCIAL_BAN_KINDS,
  SocialBan,
} from './chat.js';
import { Id, Nullable } from './common.js';
import { literalUnion } from './enums.js';

/** How long a staff reason typed by hand may be (an unban's, a level change's, a refund's). */
export const STAFF_REASON_LENGTH = { min: 3, max: 500 } as const;
export const StaffReason = Type.String({
  minLength: STAFF_REASON_LENGTH.min,
  maxLength: STAFF_REASON_LENGTH.max,
});

/** One line of a player search in the moderator panel. */
export const StaffPlayerSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  accessLevel: literalUnion(ACCESS_LEVELS),
  role: literalUnion(DISPLAYED_ROLES),
  registered: Type.Boolean(),
  createdAt: Type.Number(),
});
export type StaffPlayerSummaryDto = Static<typeof StaffPlayerSummary>;

export const StaffSession = Type.Object({
  authSource: Type.String(),
  createdAt: Type.Number(),
  lastSeenAt: Type.Number(),
  revokedAt: Nullable(Type.Number()),
  /** The staff member of a login-as session; null for the player's own. */
  viewerId: Nullable(Type.Integer()),
  userAgent: Nullable(Type.String()),
});

/** The player's card: who they are, where they came from, their sessions, bans and money. */
export const StaffPlayerCard = Type.Object({
  player: StaffPlayerSummary,
  stair: Type.Integer(),
  bestVictoryStair: Type.Integer(),
  clanId: Nullable(Type.Integer()),
  mailOrPhone: Nullable(Type.String()),
  /** Auth sources the player has signed in with, first seen first. */
  sources: Type.Array(Type.String()),
  sessions: Type.Array(StaffSession),
  bans: Type.Array(SocialBan),
  /** The scopes banned right now. */
  activeBans: Type.Array(literalUnion(SOCIAL_BAN_KINDS)),
  renameRequired: Type.Boolean(),
  payments: Type.Object({ count: Type.Integer(), gemsBought: Type.Integer() }),
});
export type StaffPlayerCardDto = Static<typeof StaffPlayerCard>;

export const PLAYER_LOG_KINDS = ['BATTLE', 'PLACE', 'PURCHASE', 'CHAT', 'MAIL'] as const;
export type PlayerLogKind = (typeof PLAYER_LOG_KINDS)[number];

/** One line of a player's log, newest first: `text` is what happened, in the server's words. */
export const PlayerLogEntry = Type.Object({
  at: Type.Number(),
  kind: literalUnion(PLAYER_LOG_KINDS),
  ref: Type.String(),
  text: Type.String(),
});
export type PlayerLogEntryDto = Static<typeof PlayerLogEntry>;

export const BanInput = Type.Object({
  playerId: Id,
  scope: literalUnion(SOCIAL_BAN_KINDS),
  reason: literalUnion(BAN_REASONS),
  duration: literalUnion(Object.keys(BAN_DURATIONS) as (keyof typeof BAN_DURATIONS)[]),
});

export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Type.Number(),
  actor: Type.String(),
  /** The staff member's player id when the actor is one. */
  actorId: Nullable(Type.Integer()),
  action: Type.String(),
  playerId: Nullable(Type.Integer()),
  details: Type.Record(Type.String(), Type.Unknown()),
  reason: Type.String(),
  /** Written inside a login-as session: the actor was seeing the game as the player. */
  inView: Type.Boolean(),
});
export type AuditRowDto = Static<typeof AuditRow>;

export const AuditQuery = Type.Object({
  actorId: Type.Optional(Id),
  playerId: Type.Optional(Id),
  /** Epoch milliseconds, inclusive. */
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  to: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Rows older than this id (the next page). */
  beforeId: Type.Optional(Id),
});

/** A reporter's pick of what is wrong; optional. */
export const BAN_REASON_OR_NONE = literalUnion(BAN_REASONS);

export const REPORT_KINDS = ['CHAT', 'MAIL', 'FORUM_TOPIC', 'FORUM_COMMENT', 'NICKNAME'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATES = ['OPEN', 'TAKEN', 'ACTED', 'DISMISSED'] as const;
export const REPORT_ACTIONS = ['BAN', 'DELETE', 'DISMISS'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const Report = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(REPORT_KINDS),
  /** The message, mail, topic or comment id; the player id for a nickname. */
  targetId: Type.Integer(),
  reporterId: Type.Integer(),
  reportedId: Type.Integer(),
  reportedName: Type.String(),
  /** What was reported, as it stood when reported. */
  excerpt: Type.String(),
  comment: Type.String(),
  reason: Nullable(literalUnion(BAN_REASONS)),
  state: literalUnion(REPORT_STATES),
  takenBy: Nullable(Type.Integer()),
  action: Nullable(literalUnion(REPORT_ACTIONS)),
  createdAt: Type.Number(),
  closedAt: Nullable(Type.Number()),
});
export type ReportDto = Static<typeof Report>;

/** What a login-as answers: the session to use while viewing, and whose game it shows. */
export const ViewSession = Type.Object({
  token: Type.String(),
  playerId: Type.Integer(),
  playerName: Type.String(),
});

/** Live values administrators tune (GAME_DESIGN.md §9). */
export const LiveSettings = Type.Object({
  /** AUTO follows the weekly sale; ON runs one for 72 hours from `saleSwitchedAt`; OFF holds it. */
  sale: literalUnion(SALE_MODES),
  saleSwitchedAt: Type.Number(),
  /** How many days ahead staff see an event, marked as a preview. */
  eventPreviewDays: Type.Integer({ minimum: 0, maximum: 90 }),
});
export type LiveSettingsDto = Static<typeof LiveSettings>;
