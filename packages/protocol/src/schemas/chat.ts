import { HOUR_MS, type DisplayedRole } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';
import { literalUnion } from './enums.js';

/**
 * Chat rooms of SPEC §3. MAIN is the whole server, CLAN the player's clan, PRIVAT the player's
 * whispers: chat lines addressed to one player, seen only by the two of them (the blacklist of
 * mail applies to them as well).
 */
export const CHAT_ROOMS = ['MAIN', 'CLAN', 'PRIVAT'] as const;
export type ChatRoom = (typeof CHAT_ROOMS)[number];

/** Displayed roles of SPEC §3, as sent with every author. */
export const DISPLAYED_ROLES = [
  'guest',
  'player',
  'goodPlayer',
  'moderator',
  'administrator',
  'developer',
] as const satisfies readonly DisplayedRole[];

/**
 * One message per player per this many ms (CHAT_TOO_FAST): flooding is the first ban reason of
 * SPEC §3. The server enforces it; the chat says so before sending.
 */
export const CHAT_MIN_INTERVAL_MS = 1000;

/** Chat and mail pages hold 20 entries (SPEC §9). */
export const CHAT_PAGE_SIZE = 20;

/**
 * Paging by position, newest first: `from` 0 is the newest message, `to` is exclusive and a page
 * holds at most 20 (CHAT_PAGE_SIZE); without `to` a full page is given.
 */
export const PageQuery = Type.Object({
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const AfterIdQuery = Type.Object({
  afterId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});

export const ChatMessage = Type.Object({
  id: Id,
  room: literalUnion(CHAT_ROOMS),
  /** Epoch milliseconds. */
  time: Type.Number(),
  /** The clan of a CLAN message. */
  clanId: Nullable(Type.Integer()),
  /** The addressee of a PRIVAT message. */
  toId: Nullable(Type.Integer()),
  toName: Nullable(Type.String()),
  authorId: Type.Integer(),
  authorName: Type.String(),
  authorLevel: Type.Integer(),
  authorRole: literalUnion(DISPLAYED_ROLES),
  /** Exactly what the author typed (trimmed); clients must show it as text, never as HTML. */
  text: Type.String(),
});
export type ChatMessageDto = Static<typeof ChatMessage>;

/**
 * A page of messages, oldest first. For list: `more` says older messages exist beyond `to`. For
 * list/latest: `more` says more than a page arrived after `afterId` and only the newest page is
 * here (the client should reload the room).
 */
export const ChatPage = Type.Object({
  messages: Type.Array(ChatMessage),
  more: Type.Boolean(),
});
export type ChatPageDto = Static<typeof ChatPage>;

/** CHAT_MESSAGE_DELETE payload: a moderator removed a message. */
export const ChatMessageDeleted = Type.Object({
  id: Id,
  room: literalUnion(CHAT_ROOMS),
  clanId: Nullable(Type.Integer()),
});
export type ChatMessageDeletedDto = Static<typeof ChatMessageDeleted>;

/**
 * CHAT_SEEN payload and the answer of the seen call: the player has read a room up to `lastId`.
 * Every open client of that player gets it, so a room nobody is reading is closed everywhere.
 */
export const ChatSeen = Type.Object({
  room: literalUnion(CHAT_ROOMS),
  lastId: Type.Integer({ minimum: 0 }),
});
export type ChatSeenDto = Static<typeof ChatSeen>;

/** One room as the chat overlay's tabs show it. */
export const ChatRoomState = Type.Object({
  room: literalUnion(CHAT_ROOMS),
  /** False for CLAN without a clan. */
  available: Type.Boolean(),
  /** Newest message id visible to the player, 0 when the room is empty. */
  lastId: Type.Integer({ minimum: 0 }),
  /** Newest id the player marked seen. */
  seenId: Type.Integer({ minimum: 0 }),
  unread: Type.Boolean(),
});
export type ChatRoomStateDto = Static<typeof ChatRoomState>;

/** Ban reasons of SPEC §3. */
export const BAN_REASONS = [
  'FLOOD',
  'PROFANITY',
  'INSULTS',
  'PROVOCATION',
  'TRADE',
  'ADVERTISING',
  'FRAUD',
  'FORBIDDEN_NICKNAME',
  'FORBIDDEN_TOPICS',
  'RUSSIAN_LAW',
] as const;
export type BanReason = (typeof BAN_REASONS)[number];

/** Ban durations a moderator picks from (SPEC §6). */
export const BAN_DURATIONS = {
  H1: HOUR_MS,
  H3: 3 * HOUR_MS,
  H6: 6 * HOUR_MS,
  H12: 12 * HOUR_MS,
  D1: 24 * HOUR_MS,
  D3: 72 * HOUR_MS,
  W1: 168 * HOUR_MS,
  W2: 336 * HOUR_MS,
} as const;
export type BanDuration = keyof typeof BAN_DURATIONS;

/**
 * What a ban keeps a player from: writing to the chat, writing on the forum, or entering the game
 * at all (a game ban also ends every session the player has).
 */
export const SOCIAL_BAN_KINDS = ['CHAT', 'FORUM', 'GAME'] as const;
export type SocialBanKind = (typeof SOCIAL_BAN_KINDS)[number];

export const SocialBan = Type.Object({
  id: Id,
  kind: literalUnion(SOCIAL_BAN_KINDS),
  playerId: Type.Integer(),
  /** Epoch milliseconds the ban ends at. */
  until: Type.Number(),
  reason: literalUnion(BAN_REASONS),
  /** The moderator who set it; null for an operator's command. */
  byId: Nullable(Type.Integer()),
  createdAt: Type.Number(),
  /** Set when a moderator lifted it before its end, with who and why. */
  liftedAt: Nullable(Type.Number()),
  liftedBy: Nullable(Type.Integer()),
  liftReason: Nullable(Type.String()),
});
export type SocialBanDto = Static<typeof SocialBan>;
