import { randomBytes } from 'node:crypto';
import { STOMP_LIMITS, WS_CLOSE } from '@heroroad/protocol';
import type { WebSocket } from 'ws';
import { MessageFrames } from './codec.js';
import {
  StompConnection,
  type Authenticated,
  type BrokerLimits,
  type ConnectionHost,
  type Identity,
  type Subscription,
} from './connection.js';

/** Counters the broker reports to; prom-client metrics in production, nothing in unit tests. */
export interface BrokerStats {
  delivered(frames: number): void;
  refused(reason: string): void;
}

export interface BrokerOptions {
  authenticate(tokens: readonly string[]): Promise<Authenticated | null>;
  refresh(playerId: number): Promise<Identity | null>;
  stats?: BrokerStats;
  limits?: Partial<BrokerLimits>;
  /** How often heart-beats and time-outs are checked. */
  sweepMs?: number;
  now?: () => number;
}

const DEFAULT_LIMITS: BrokerLimits = {
  maxFrameBytes: STOMP_LIMITS.maxFrameBytes,
  maxFramesPerSecond: STOMP_LIMITS.maxFramesPerSecond,
  maxSubscriptions: STOMP_LIMITS.maxSubscriptions,
  heartBeatMs: STOMP_LIMITS.heartBeatMs,
  connectTimeoutMs: STOMP_LIMITS.connectTimeoutMs,
  maxBufferedBytes: 1024 * 1024,
};

const CONN = Symbol('stomp');
type Tagged = WebSocket & { [CONN]?: StompConnection };

// Shared listeners: one function for every socket instead of closures per connection.
function onMessage(this: Tagged, data: Buffer | ArrayBuffer | Buffer[]): void {
  const chunk = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data);
  this[CONN]?.onData(chunk);
}
function onClose(this: Tagged): void {
  this[CONN]?.shutdown();
}
function onError(this: Tagged): void {
  // ws closes the socket itself after a transport error (bad frame, payload over maxPayload).
  this[CONN]?.shutdown();
}

/**
 * The in-process STOMP broker: live connections, the subscription index by destination, and the
 * fan-out. A published message is encoded once (MessageFrames) and the same bytes are written to
 * every subscriber.
 */
export class Broker implements ConnectionHost {
  readonly limits: BrokerLimits;
  private readonly conns = new Set<StompConnection>();
  private readonly index = new Map<string, Set<Subscription>>();
  private readonly idPrefix = randomBytes(4).toString('hex');
  private sequence = 0;
  private readonly sweep: NodeJS.Timeout;
  private stopping = false;
  readonly now: () => number;

  constructor(private readonly options: BrokerOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.now = options.now ?? (() => Date.now());
    this.sweep = setInterval(() => this.tick(), options.sweepMs ?? 1000);
    this.sweep.unref();
  }

  /** Open WebSockets, including ones that have not sent CONNECT yet. */
  get size(): number {
    return this.conns.size;
  }

  /** Distinct players connected to this instance (the ratings' playersOnline). */
  onlinePlayers(): number {
    const ids = new Set<number>();
    for (const conn of this.conns) if (conn.identity) ids.add(conn.identity.playerId);
    return ids.size;
  }

  get closing(): boolean {
    return this.stopping;
  }

  /** Takes over an upgraded WebSocket; `tokens` are the sessions its upgrade request carried. */
  accept(ws: WebSocket, tokens: readonly string[]): void {
    if (this.stopping) {
      ws.close(WS_CLOSE.GOING_AWAY, 'server shutting down');
      return;
    }
    const conn = new StompConnection(ws, this, tokens);
    (ws as Tagged)[CONN] = conn;
    this.conns.add(conn);
    ws.on('message', onMessage);
    ws.on('close', onClose);
    ws.on('error', onError);
  }

  /** Writes a message to every local subscriber of `destination`; answers how many got it. */
  deliver(destination: string, body: Buffer): number {
    const subs = this.index.get(destination);
    if (!subs) return 0;
    const frames = new MessageFrames(destination, `${this.idPrefix}-${++this.sequence}`, body);
    let n = 0;
    for (const sub of subs) {
      sub.conn.write(frames.for(sub.id));
      n++;
    }
    this.options.stats?.delivered(n);
    return n;
  }

  /** Ends every connection of a player (ERROR then close); clients reconnect and resubscribe. */
  disconnectPlayer(playerId: number): number {
    let n = 0;
    for (const conn of this.conns) {
      if (conn.identity?.playerId === playerId) {
        conn.fail('session changed: reconnect', undefined, WS_CLOSE.NORMAL);
        n++;
      }
    }
    return n;
  }

  /** Ends the connections authenticated with any of these (revoked) sessions. */
  disconnectSessions(sessionHashes: ReadonlySet<string>): number {
    let n = 0;
    for (const conn of this.conns) {
      if (conn.sessionHash !== null && sessionHashes.has(conn.sessionHash)) {
        conn.fail('session ended: log in again', undefined, WS_CLOSE.POLICY);
        n++;
      }
    }
    return n;
  }

  /**
   * Stops accepting connections and closes every one with an ERROR frame that asks the client to
   * reconnect, then 1001 going away.
   */
  async close(graceMs = 1000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.sweep);
    const sockets = [...this.conns].map((c) => c.ws);
    for (const conn of [...this.conns]) conn.goingAway();
    const closed = sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === 3) return resolve();
          ws.once('close', () => resolve());
          ws.close(WS_CLOSE.GOING_AWAY, 'server shutting down');
        }),
    );
    const timer = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.all(closed), timer]);
    for (const ws of sockets) if (ws.readyState !== 3) ws.terminate();
  }

  private tick(): void {
    const now = this.now();
    for (const conn of this.conns) {
      const state = conn.tick(now);
      if (state === 'no-connect') {
        conn.fail('CONNECT timeout: send CONNECT right after opening', undefined, WS_CLOSE.POLICY);
      } else if (state === 'silent') {
        this.refused('heart-beat timeout');
        conn.shutdown();
        conn.ws.terminate();
      }
    }
  }

  // ConnectionHost

  authenticate(tokens: readonly string[]): Promise<Authenticated | null> {
    return this.options.authenticate(tokens);
  }

  refresh(playerId: number): Promise<Identity | null> {
    return this.options.refresh(playerId);
  }

  subscribe(conn: StompConnection, id: string, destination: string): Subscription {
    const sub: Subscription = { conn, id, destination };
    let set = this.index.get(destination);
    if (!set) {
      set = new Set();
      this.index.set(destination, set);
    }
    set.add(sub);
    return sub;
  }

  unsubscribe(sub: Subscription): void {
    const set = this.index.get(sub.destination);
    if (!set) return;
    set.delete(sub);
    if (set.size === 0) this.index.delete(sub.destination);
  }

  closed(conn: StompConnection): void {
    this.conns.delete(conn);
    const subs = conn.subs;
    conn.subs = null;
    if (subs) for (const sub of subs) this.unsubscribe(sub);
  }

  refused(reason: string): void {
    this.options.stats?.refused(reason);
  }
}
