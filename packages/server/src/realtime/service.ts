import {
  stompDestination,
  type NotificationPayload,
  type NotificationType,
} from '@heroroad/protocol';
import type { Registry } from 'prom-client';
import type { Clock } from '../core/clock.js';
import type { SessionChange, SessionService } from '../auth/sessions.js';
import { Broker, type BrokerOptions } from './broker.js';
import { RedisBus, type BusLog, type RealtimeBus } from './bus.js';
import type { Identity } from './connection.js';
import { RealtimeMetrics, type PublishScope } from './metrics.js';

/** A bus message that is not a destination: end a player's connections on every instance. */
const DISCONNECT = '!disconnect';
/** Control message: forget remembered sessions (a player id, or a session hash after '#'). */
const FORGET_SESSIONS = '!forget-sessions';
/** Control message: sessions were revoked, end their connections (written as FORGET_SESSIONS). */
const REVOKED_SESSIONS = '!revoked-sessions';
/** How often open connections are checked against sessions revoked meanwhile (logout…). */
const SESSION_CHECK_MS = 30_000;
/** Look back this much further, for instances whose clocks differ a little. */
const CLOCK_SKEW_MS = 5_000;

export interface RealtimeOptions {
  readonly sessions: SessionService;
  /** Who a player is to the subscription rules (the player repository's answer). */
  readonly identity: (playerId: number) => Promise<Identity | null>;
  readonly clock: Clock;
  readonly registry: Registry;
  readonly log: BusLog;
  /** Redis pub/sub URL; null keeps messages on this instance. */
  readonly redisUrl: string | null;
  readonly channel: string;
  readonly broker?: Partial<Pick<BrokerOptions, 'limits' | 'sweepMs' | 'now'>>;
}

/**
 * Pushes notifications to STOMP subscribers, on this instance and, through Redis, on every other
 * one. Domains call broadcast / personal / clan / duel after their transaction commits; delivery is
 * best-effort (a client that was offline reloads through the HTTP list calls).
 */
export class Realtime {
  readonly broker: Broker;
  private readonly bus: RealtimeBus | null;
  private readonly metrics: RealtimeMetrics;
  private readonly sessions: SessionService;
  private readonly clock: Clock;
  private lastSessionCheck: number;
  private readonly sessionCheck: NodeJS.Timeout;

  constructor(options: RealtimeOptions) {
    const { sessions, identity } = options;
    this.sessions = sessions;
    this.clock = options.clock;
    this.lastSessionCheck = options.clock();
    this.metrics = new RealtimeMetrics(options.registry, () => this.broker.size);
    this.broker = new Broker({
      ...options.broker,
      stats: this.metrics,
      authenticate: async (tokens) => {
        for (const token of tokens) {
          const auth = await sessions.resolve(token);
          if (!auth) continue;
          const who = await identity(auth.playerId);
          return who ? { identity: who, sessionHash: auth.sessionHash } : null;
        }
        return null;
      },
      refresh: identity,
    });
    this.bus = options.redisUrl
      ? new RedisBus(options.redisUrl, options.channel, (d, b) => this.fromBus(d, b), options.log)
      : null;
    this.sessionCheck = setInterval(() => {
      this.endRevokedSessions().catch((err: unknown) =>
        options.log.warn({ err }, 'realtime: checking revoked sessions failed'),
      );
    }, SESSION_CHECK_MS);
    this.sessionCheck.unref();
  }

  /** Everyone connected (/stomp/broadcast). */
  broadcast<T extends NotificationType>(type: T, payload: NotificationPayload<T>): void {
    this.publish('broadcast', stompDestination.broadcast(), type, payload);
  }

  /** One player's clients (/stomp/personal/{clientUuid}). */
  personal<T extends NotificationType>(
    clientUuid: string,
    type: T,
    payload: NotificationPayload<T>,
  ): void {
    this.publish('personal', stompDestination.personal(clientUuid), type, payload);
  }

  /** A clan's members (/stomp/clan/{clanId}). */
  clan<T extends NotificationType>(clanId: number, type: T, payload: NotificationPayload<T>): void {
    this.publish('clan', stompDestination.clan(clanId), type, payload);
  }

  /** A duel's watchers (/stomp/duel/{battleId}) — any signed-in player who subscribed. */
  duel<T extends NotificationType>(
    battleId: number,
    type: T,
    payload: NotificationPayload<T>,
  ): void {
    this.publish('duel', stompDestination.duel(battleId), type, payload);
  }

  /**
   * Ends a player's connections everywhere, e.g. after leaving a clan or a ban: the client
   * reconnects and subscribes with what it may see now.
   */
  disconnectPlayer(playerId: number): void {
    this.broker.disconnectPlayer(playerId);
    this.bus?.publish(DISCONNECT, Buffer.from(String(playerId)));
  }

  /** Listener for other instances' session revocations (the session service's forgetting). */
  onPeerForget: (change: SessionChange) => void = () => undefined;

  /** Tells the other instances to forget remembered sessions; nothing to do without Redis. */
  announceForget(change: SessionChange): void {
    this.bus?.publish(FORGET_SESSIONS, Buffer.from(changeText(change)));
  }

  /**
   * Revoked sessions lose their connections at once, here and, through Redis, on every other
   * instance: a logged-out session must not go on receiving private mail. One session's
   * connections close with 1008 (log in again); a player's all (a password change) close with
   * 1000, so the player's client reconnects with the session it was just given.
   */
  endSessions(change: SessionChange): void {
    this.endLocally(change);
    this.bus?.publish(REVOKED_SESSIONS, Buffer.from(changeText(change)));
  }

  private endLocally(change: SessionChange): void {
    if ('playerId' in change) this.broker.disconnectPlayer(change.playerId);
    else this.broker.disconnectSessions(new Set([change.sessionHash]));
  }

  /**
   * Ends connections whose session was revoked since the last check (logout, password change,
   * a new privilege level). Every instance checks the shared database itself, every 30 s.
   */
  async endRevokedSessions(): Promise<number> {
    const since = this.lastSessionCheck - CLOCK_SKEW_MS;
    this.lastSessionCheck = this.clock();
    if (this.broker.size === 0) return 0;
    const revoked = await this.sessions.revokedSince(since);
    if (revoked.length === 0) return 0;
    return this.broker.disconnectSessions(new Set(revoked));
  }

  /** Resolves once other instances' messages arrive (at once without Redis). */
  ready(): Promise<void> {
    return this.bus?.ready() ?? Promise.resolve();
  }

  async close(): Promise<void> {
    clearInterval(this.sessionCheck);
    await this.broker.close();
    await this.bus?.close();
  }

  private publish(
    scope: PublishScope,
    destination: string,
    type: NotificationType,
    payload: unknown,
  ): void {
    // Serialised once; the broker frames it once and every subscriber gets the same bytes.
    const body = Buffer.from(JSON.stringify({ type, payload }));
    this.metrics.publish(scope);
    this.broker.deliver(destination, body);
    this.bus?.publish(destination, body);
  }

  private fromBus(destination: string, body: Buffer): void {
    if (destination === FORGET_SESSIONS || destination === REVOKED_SESSIONS) {
      const change = parseChange(body.toString());
      if (change && destination === FORGET_SESSIONS) this.onPeerForget(change);
      if (change && destination === REVOKED_SESSIONS) this.endLocally(change);
      return;
    }
    if (destination === DISCONNECT) {
      const playerId = Number(body.toString());
      if (Number.isSafeInteger(playerId)) this.broker.disconnectPlayer(playerId);
      return;
    }
    this.broker.deliver(destination, body);
  }
}

function changeText(change: SessionChange): string {
  return 'playerId' in change ? String(change.playerId) : `#${change.sessionHash}`;
}

function parseChange(text: string): SessionChange | null {
  if (text.startsWith('#')) return { sessionHash: text.slice(1) };
  return Number.isSafeInteger(Number(text)) && text !== '' ? { playerId: Number(text) } : null;
}
