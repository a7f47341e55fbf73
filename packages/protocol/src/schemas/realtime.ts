import { Type, type Static, type TSchema } from 'typebox';
import { DuelMoved, DuelStarted } from './battle.js';
import { ChatMessage, ChatMessageDeleted, ChatSeen } from './chat.js';
import { Gift } from './gifts.js';
import { ClanNotice } from './clan.js';
import { Wallet } from './economy.js';
import { MailMessage, MailRead } from './mail.js';

/** The STOMP 1.2 endpoint (WebSocket) of SPEC §7. */
export const STOMP_ENDPOINT = '/api/websocket';

/** Destinations a client may subscribe to (SPEC §7). */
export const STOMP_DESTINATIONS = {
  /** Everyone connected: MAIN chat and server-wide news. */
  broadcast: '/stomp/broadcast',
  /** Followed by the player's clientUuid (from player info); only the player may subscribe. */
  personalPrefix: '/stomp/personal/',
  /** Followed by the clan id; only members may subscribe. */
  clanPrefix: '/stomp/clan/',
  /**
   * Followed by a duel's battle id; any signed-in player may subscribe, as anyone may watch a
   * duel (`battle.duelWatch`). Carries DUEL_MOVED after every command of either duellist.
   */
  duelPrefix: '/stomp/duel/',
} as const;

export const stompDestination = {
  broadcast: (): string => STOMP_DESTINATIONS.broadcast,
  personal: (clientUuid: string): string => `${STOMP_DESTINATIONS.personalPrefix}${clientUuid}`,
  clan: (clanId: number): string => `${STOMP_DESTINATIONS.clanPrefix}${clanId}`,
  duel: (battleId: number): string => `${STOMP_DESTINATIONS.duelPrefix}${battleId}`,
} as const;

/** Limits the broker enforces; a client breaking one gets an ERROR frame and is disconnected. */
export const STOMP_LIMITS = {
  /** Heart-beat interval the server offers and asks for (CONNECTED `heart-beat:10000,10000`). */
  heartBeatMs: 10_000,
  /** Largest client frame, in bytes. */
  maxFrameBytes: 16 * 1024,
  /** Client frames per second (heart-beats do not count). */
  maxFramesPerSecond: 50,
  maxSubscriptions: 20,
  /** CONNECT must arrive this soon after the WebSocket opens. */
  connectTimeoutMs: 10_000,
} as const;

/**
 * WebSocket close codes the broker ends a connection with (RFC 6455 §7.4.1): a client may
 * reconnect after NORMAL (its session changed) and GOING_AWAY (the server restarts), must log in
 * again after POLICY for an ended session, and has a bug to fix after PROTOCOL or TOO_BIG;
 * INTERNAL is the server's own fault.
 */
export const WS_CLOSE = {
  NORMAL: 1000,
  GOING_AWAY: 1001,
  PROTOCOL: 1002,
  POLICY: 1008,
  TOO_BIG: 1009,
  INTERNAL: 1011,
} as const;
export type WsCloseCode = (typeof WS_CLOSE)[keyof typeof WS_CLOSE];

/**
 * Notification types carried in MESSAGE bodies, each with its payload's schema. CHAT_SEEN and MAIL_READ go to the player's own
 * personal destination so every open client of the player clears the same badges; WALLET too,
 * after every change that moved the player's money.
 */
export const NOTIFICATION_PAYLOADS = {
  CHAT_MESSAGE: ChatMessage,
  CHAT_MESSAGE_DELETE: ChatMessageDeleted,
  CHAT_SEEN: ChatSeen,
  MAIL_MESSAGE: MailMessage,
  MAIL_READ: MailRead,
  WALLET: Wallet,
  /** A gift arrived for the player. */
  GIFT_RECEIVED: Gift,
  CLAN: ClanNotice,
  /** The player's open duel was taken up (to the challenger): its battle scene may come at once. */
  DUEL_STARTED: DuelStarted,
  /**
   * A duellist moved: to the other duellist's personal destination (their turn may now come) and
   * to the duel's own destination, for its watchers.
   */
  DUEL_MOVED: DuelMoved,
} as const satisfies Record<string, TSchema>;
export type NotificationType = keyof typeof NOTIFICATION_PAYLOADS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_PAYLOADS) as NotificationType[];

export type NotificationPayload<T extends NotificationType> = Static<
  (typeof NOTIFICATION_PAYLOADS)[T]
>;

const note = (type: NotificationType) =>
  Type.Object({ type: Type.Literal(type), payload: NOTIFICATION_PAYLOADS[type] });

/** A MESSAGE frame's JSON schema: `{ type, payload }`, one arm per notification type. */
export const RealtimeNotification = Type.Union(NOTIFICATION_TYPES.map(note));
/** A MESSAGE frame's JSON body, discriminated by type. */
export type RealtimeNotification = {
  [T in NotificationType]: { type: T; payload: NotificationPayload<T> };
}[NotificationType];
