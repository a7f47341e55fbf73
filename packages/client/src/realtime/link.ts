import { STOMP_LIMITS, stompDestination } from '@heroroad/protocol';
import { backoffDelay } from './backoff';
import type { LinkState } from './events';

/** What the link needs of a STOMP client; stomp.ts adapts @stomp/stompjs, tests use a fake. */
export interface StompOptions {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly heartBeatMs: number;
  readonly connectTimeoutMs: number;
  onConnect(): void;
  /** The socket closed: refused, dropped, timed out, or ended by the server's ERROR. */
  onClose(): void;
}

export interface StompSubscription {
  unsubscribe(): void;
}

export interface StompConnection {
  activate(): void;
  deactivate(): unknown;
  subscribe(destination: string, onBody: (body: string) => void): StompSubscription;
}

export type StompFactory = (options: StompOptions) => StompConnection;

/** The destinations a link follows only while they are wanted. */
const TOPICS = ['clan', 'duel'] as const;
type Topic = (typeof TOPICS)[number];

/** Whom the link connects as. The session is read at every try: it may change meanwhile. */
export interface LinkTarget {
  /** The CONNECT headers carrying the session (`Authorization`, and `JSESSIONID` if known). */
  readonly session: () => Readonly<Record<string, string>>;
  readonly clientUuid: string;
  readonly clanId: number | null;
}

export interface LinkOptions {
  readonly factory: StompFactory;
  readonly url: string;
  readonly onMessage: (body: string) => void;
  readonly onState: (state: LinkState) => void;
  /** After every successful (re)connection, once subscribed; `recovered` after a reported loss. */
  readonly onConnected: (info: { recovered: boolean }) => void;
  /** The link stayed down through its retries: the connection check of SPEC §4 decides. */
  readonly onLost: () => void;
  readonly random?: () => number;
}

/**
 * Failed tries in a row before a drop counts as lost. A single brief drop (the first retry
 * succeeds) or a restart of a second or two passes unnoticed; a longer outage runs the
 * connection check about three seconds in, once per outage.
 */
export const LOST_AFTER_FAILURES = 2;

/**
 * One realtime connection kept alive: connects with the session in the CONNECT headers,
 * subscribes to the broadcast, the player's personal destination, the clan's and a watched
 * duel's, and after any close tries again with exponential backoff and jitter until stopped.
 */
export class RealtimeLink {
  private target: LinkTarget | null = null;
  private conn: StompConnection | null = null;
  private connected = false;
  private paused = false;
  /** Retries scheduled since the last successful connection (the backoff step). */
  private retries = 0;
  /** Tries in a row that closed before connecting. */
  private failures = 0;
  private reported = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Destinations followed while wanted (the clan's, a watched duel's), by slot. */
  private readonly topics = new Map<Topic, { destination: string; sub: StompSubscription }>();
  /** The duel the player watches, kept across reconnections and changes of session. */
  private watched: number | null = null;
  private state: LinkState = 'off';

  constructor(private readonly options: LinkOptions) {}

  get current(): LinkState {
    return this.state;
  }

  /** Connects as `target`, dropping any connection made as someone else. */
  start(target: LinkTarget): void {
    this.close();
    this.target = target;
    this.paused = false;
    this.retries = 0;
    this.failures = 0;
    this.reported = false;
    this.setState('connecting');
    this.open();
  }

  /** The player joined, left or changed clan: follow the clan destination. */
  setClan(clanId: number | null): void {
    if (!this.target || this.target.clanId === clanId) return;
    this.target = { ...this.target, clanId };
    if (this.connected) this.followTopics();
  }

  /** The player began (a battle id) or stopped (null) watching a duel: follow its moves. */
  watchDuel(battleId: number | null): void {
    if (this.watched === battleId) return;
    this.watched = battleId;
    if (this.connected) this.followTopics();
  }

  /** Signed out: disconnect and stay disconnected. */
  stop(): void {
    this.target = null;
    this.paused = false;
    this.close();
    this.setState('off');
  }

  /** The tab has been hidden a long while: free the connection until it is seen again. */
  pause(): void {
    if (!this.target || this.paused) return;
    this.paused = true;
    this.close();
    this.setState('off');
  }

  resume(): void {
    if (!this.target || !this.paused) return;
    this.paused = false;
    this.retries = 0;
    this.setState('connecting');
    this.open();
  }

  /** The browser is back online: try now instead of waiting out the backoff. */
  retryNow(): void {
    if (!this.target || this.paused || this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.open();
  }

  private open(): void {
    const target = this.target;
    if (!target) return;
    const conn: StompConnection = this.options.factory({
      url: this.options.url,
      headers: target.session(),
      heartBeatMs: STOMP_LIMITS.heartBeatMs,
      connectTimeoutMs: STOMP_LIMITS.connectTimeoutMs,
      // A connection replaced meanwhile (stop, restart) no longer speaks for the link.
      onConnect: () => this.conn === conn && this.onConnect(conn, target),
      onClose: () => this.conn === conn && this.onClose(),
    });
    this.conn = conn;
    this.connected = false;
    conn.activate();
  }

  private onConnect(conn: StompConnection, target: LinkTarget): void {
    const recovered = this.reported;
    this.connected = true;
    this.retries = 0;
    this.failures = 0;
    this.reported = false;
    const deliver = (body: string) => this.options.onMessage(body);
    conn.subscribe(stompDestination.broadcast(), deliver);
    conn.subscribe(stompDestination.personal(target.clientUuid), deliver);
    this.followTopics();
    this.setState('online');
    this.options.onConnected({ recovered });
  }

  private followTopics(): void {
    const conn = this.conn;
    if (!conn) return;
    const clanId = this.target?.clanId ?? null;
    const wanted: Record<Topic, string | null> = {
      clan: clanId === null ? null : stompDestination.clan(clanId),
      duel: this.watched === null ? null : stompDestination.duel(this.watched),
    };
    for (const topic of TOPICS) {
      const destination = wanted[topic];
      const now = this.topics.get(topic);
      if (now?.destination === destination) continue;
      now?.sub.unsubscribe();
      this.topics.delete(topic);
      if (destination === null) continue;
      const sub = conn.subscribe(destination, (body) => this.options.onMessage(body));
      this.topics.set(topic, { destination, sub });
    }
  }

  private onClose(): void {
    const dropped = this.connected;
    this.discard();
    if (!dropped) this.failures++;
    if (this.failures >= LOST_AFTER_FAILURES && !this.reported) {
      this.reported = true;
      this.options.onLost();
    }
    this.setState('retrying');
    const delay = backoffDelay(this.retries++, this.options.random);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.open();
    }, delay);
  }

  /** Lets go of the current connection without reacting to its close. */
  private discard(): void {
    const conn = this.conn;
    this.conn = null;
    this.connected = false;
    this.topics.clear();
    // Also ends stompjs's own timers for a socket that already closed.
    if (conn) void Promise.resolve(conn.deactivate()).catch(() => undefined);
  }

  private close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.discard();
  }

  private setState(state: LinkState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }
}
