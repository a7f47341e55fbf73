import {
  stompDestination,
  type NotificationPayload,
  type NotificationType,
} from '@heroroad/protocol';
import type { Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SessionService } from '../security/sessions.js';
import { Broker, type BrokerOptions } from './broker.js';
import { RedisBus, type BusLog, type RealtimeBus } from './bus.js';
import type { Identity } from './connection.js';
import { RealtimeMetrics, type PublishScope } from './metrics.js';

/** A bus message that is not a destination: end a player's connections on every instance. */
const DISCONNECT = '!disconnect';

export interface RealtimeOptions {
  readonly sessions: SessionService;
  readonly db: Kysely<Database>;
  readonly registry: Registry;
  readonly log: BusLog;
  /** Redis pub/sub URL; null keeps messages on this instance. */
  readonly redisUrl: string | null;
  readonly channel: string;
  readonly broker?: Partial<Pick<BrokerOptions, 'limits' | 'sweepMs' | 'now'>>;
}

/**
 * Pushes notifications to STOMP subscribers, on this instance and, through Redis, on every other
 * one. Domains call broadcast / personal / clan after their transaction commits; delivery is
 * best-effort (a client that was offline reloads through the HTTP list calls).
 */
export class Realtime {
  readonly broker: Broker;
  private readonly bus: RealtimeBus | null;
  private readonly metrics: RealtimeMetrics;

  constructor(options: RealtimeOptions) {
    const { sessions, db } = options;
    // Only the columns the subscription rules need: a connection keeps this for its lifetime.
    const identity = async (playerId: number): Promise<Identity | null> => {
      const row = await db
        .selectFrom('player')
        .select(['id', 'client_uuid', 'clan_id'])
        .where('id', '=', playerId)
        .executeTakeFirst();
      return row ? { playerId: row.id, clientUuid: row.client_uuid, clanId: row.clan_id } : null;
    };
    this.metrics = new RealtimeMetrics(options.registry, () => this.broker.size);
    this.broker = new Broker({
      ...options.broker,
      stats: this.metrics,
      authenticate: async (tokens) => {
        for (const token of tokens) {
          const auth = await sessions.resolve(token);
          if (auth) return identity(auth.playerId);
        }
        return null;
      },
      refresh: identity,
    });
    this.bus = options.redisUrl
      ? new RedisBus(options.redisUrl, options.channel, (d, b) => this.fromBus(d, b), options.log)
      : null;
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

  /**
   * Ends a player's connections everywhere, e.g. after leaving a clan or a ban: the client
   * reconnects and subscribes with what it may see now.
   */
  disconnectPlayer(playerId: number): void {
    this.broker.disconnectPlayer(playerId);
    this.bus?.publish(DISCONNECT, Buffer.from(String(playerId)));
  }

  /** Resolves once other instances' messages arrive (at once without Redis). */
  ready(): Promise<void> {
    return this.bus?.ready() ?? Promise.resolve();
  }

  async close(): Promise<void> {
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
    if (destination === DISCONNECT) {
      const playerId = Number(body.toString());
      if (Number.isSafeInteger(playerId)) this.broker.disconnectPlayer(playerId);
      return;
    }
    this.broker.deliver(destination, body);
  }
}
