import type { WebSocket } from 'ws';
import { WS_CLOSE, type WsCloseCode } from '@heroroad/protocol';
import { HEARTBEAT, encodeFrame, parseFrames, type HeaderList, type StompFrame } from './codec.js';
import { mayReceive, type Identity } from './destinations.js';
import { socketOf } from './wsframe.js';

export type { Identity };

export interface Authenticated {
  readonly identity: Identity;
  readonly sessionHash: string;
}

export interface Subscription {
  readonly conn: StompConnection;
  readonly id: string;
  readonly destination: string;
}

export interface BrokerLimits {
  readonly maxFrameBytes: number;
  readonly maxFramesPerSecond: number;
  readonly maxSubscriptions: number;
  readonly heartBeatMs: number;
  readonly connectTimeoutMs: number;
  /** A subscriber whose unsent bytes pass this is too slow to keep and is dropped. */
  readonly maxBufferedBytes: number;
}

/** What a connection needs from its broker. */
export interface ConnectionHost {
  readonly limits: BrokerLimits;
  now(): number;
  /** The player behind the first live session among `tokens`, with that session's hash. */
  authenticate(tokens: readonly string[]): Promise<Authenticated | null>;
  /** The player's current clan and uuid (they change while connected). */
  refresh(playerId: number): Promise<Identity | null>;
  subscribe(conn: StompConnection, id: string, destination: string): Subscription;
  unsubscribe(sub: Subscription): void;
  closed(conn: StompConnection): void;
  refused(reason: string): void;
}

const enum State {
  AwaitConnect,
  Authenticating,
  Connected,
  Closed,
}

const { NORMAL: CLOSE_NORMAL, PROTOCOL: CLOSE_PROTOCOL, POLICY: CLOSE_POLICY } = WS_CLOSE;
const CLOSE_TOO_BIG = WS_CLOSE.TOO_BIG;

const SERVER_NAME = 'heroroad';
const TEXT = { binary: false } as const;
const MAX_INBOX = 200;
const FRAMES_WITHOUT_BODY = new Set(['CONNECT', 'STOMP', 'SUBSCRIBE', 'UNSUBSCRIBE', 'DISCONNECT']);

function heartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const m = /^(\d{1,9}),(\d{1,9})$/.exec(value.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function bearer(value: string | undefined): string | null {
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

/**
 * One STOMP session over one WebSocket. Frames are handled in order; a step that needs the
 * database (CONNECT, a clan SUBSCRIBE) holds later frames until it is done. Any violation answers
 * ERROR and closes the connection.
 */
export class StompConnection {
  private state = State.AwaitConnect;
  identity: Identity | null = null;
  /** The session CONNECT was authenticated with; the connection ends when it is revoked. */
  sessionHash: string | null = null;
  subs: Subscription[] | null = null;
  private pending: Buffer | null = null;
  /** Frames waiting for an asynchronous step; non-null while one runs. */
  private inbox: StompFrame[] | null = null;
  readonly openedAt: number;
  lastIn: number;
  private inEvery = 0;
  private outEvery = 0;
  private nextOut = 0;
  private windowStart = 0;
  private windowCount = 0;

  constructor(
    readonly ws: WebSocket,
    private readonly host: ConnectionHost,
    /** Sessions the upgrade request carried (cookie, query, header), tried after CONNECT's own. */
    private upgradeTokens: readonly string[],
  ) {
    this.openedAt = this.lastIn = host.now();
  }

  get isOpen(): boolean {
    return this.state !== State.Closed;
  }

  /**
   * Writes a ready WebSocket frame shared with other subscribers (MessageFrames) straight to the
   * socket; drops a subscriber that stopped reading.
   */
  write(frame: Buffer): void {
    if (this.ws.readyState !== 1) return;
    const socket = socketOf(this.ws);
    if (!socket) return;
    if (socket.writableLength > this.host.limits.maxBufferedBytes) {
      this.host.refused('slow consumer');
      this.shutdown();
      this.ws.terminate();
      return;
    }
    socket.write(frame);
  }

  onData(chunk: Buffer): void {
    if (this.state === State.Closed) return;
    const now = this.host.now();
    this.lastIn = now;
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    const outcome = parseFrames(data, this.host.limits.maxFrameBytes);
    if (outcome.error) {
      const tooBig = outcome.error === 'frame too large';
      return this.fail(outcome.error, undefined, tooBig ? CLOSE_TOO_BIG : CLOSE_PROTOCOL);
    }
    this.pending = outcome.rest;
    const frames = outcome.frames;
    if (frames.length === 0) return;
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += frames.length;
    if (this.windowCount > this.host.limits.maxFramesPerSecond) {
      return this.fail('rate limit exceeded', frames[0], CLOSE_POLICY);
    }
    if (this.inbox) {
      this.inbox.push(...frames);
      if (this.inbox.length > MAX_INBOX)
        this.fail('too many frames waiting', undefined, CLOSE_POLICY);
      return;
    }
    this.run(frames);
  }

  private run(frames: StompFrame[]): void {
    for (let i = 0; i < frames.length; i++) {
      if (this.state === State.Closed) return;
      const frame = frames[i]!;
      const step = this.handle(frame);
      if (step) {
        this.inbox = frames.slice(i + 1);
        step.then(
          () => {
            const next = this.inbox;
            this.inbox = null;
            if (next && next.length > 0) this.run(next);
          },
          () => this.fail('server error', frame, WS_CLOSE.INTERNAL),
        );
        return;
      }
    }
  }

  private handle(frame: StompFrame): Promise<void> | void {
    const { command } = frame;
    if (frame.body.length > 0 && FRAMES_WITHOUT_BODY.has(command)) {
      return this.fail(`malformed frame: ${command} must not have a body`, frame, CLOSE_PROTOCOL);
    }
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(frame);
    if (this.state !== State.Connected) {
      return this.fail('not connected: the first frame must be CONNECT', frame, CLOSE_PROTOCOL);
    }
    switch (command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE': {
        const id = frame.headers.get('id');
        if (id === undefined) return this.fail('UNSUBSCRIBE needs an id header', frame);
        const sub = this.subs?.find((s) => s.id === id);
        if (sub) {
          this.subs = this.subs!.filter((s) => s !== sub);
          this.host.unsubscribe(sub);
        }
        return this.receipt(frame);
      }
      case 'DISCONNECT':
        this.receipt(frame);
        this.shutdown();
        this.ws.close(CLOSE_NORMAL);
        return;
      case 'SEND':
        return this.fail('SEND is not accepted here: use the HTTP API', frame, CLOSE_POLICY);
      default:
        // ACK, NACK and transactions: every subscription is ack:auto, so there is nothing to do.
        return this.receipt(frame);
    }
  }

  private connect(frame: StompFrame): Promise<void> | void {
    if (this.state !== State.AwaitConnect) return this.fail('already connected', frame);
    const versions = (frame.headers.get('accept-version') ?? '1.0').split(',');
    if (!versions.map((v) => v.trim()).includes('1.2')) {
      return this.fail('unsupported protocol version: this server speaks STOMP 1.2', frame);
    }
    const beat = heartBeat(frame.headers.get('heart-beat'));
    if (!beat)
      return this.fail('malformed frame: invalid heart-beat header', frame, CLOSE_PROTOCOL);
    const tokens: string[] = [];
    for (const name of ['Authorization', 'authorization', 'passcode', 'JSESSIONID', 'jsession']) {
      const token = bearer(frame.headers.get(name));
      if (token && !tokens.includes(token)) tokens.push(token);
    }
    for (const token of this.upgradeTokens) if (!tokens.includes(token)) tokens.push(token);
    this.upgradeTokens = [];
    this.state = State.Authenticating;
    return this.host.authenticate(tokens.slice(0, 8)).then((found) => {
      if (this.state !== State.Authenticating) return;
      if (!found) return this.fail('unauthorized: log in first', frame, CLOSE_POLICY);
      const identity = found.identity;
      this.identity = identity;
      this.sessionHash = found.sessionHash;
      this.state = State.Connected;
      const ms = this.host.limits.heartBeatMs;
      const [cx, cy] = beat;
      this.outEvery = ms === 0 || cy === 0 ? 0 : Math.max(ms, cy);
      this.inEvery = cx === 0 || ms === 0 ? 0 : Math.max(cx, ms);
      this.nextOut = this.host.now() + this.outEvery;
      this.send('CONNECTED', [
        ['version', '1.2'],
        ['heart-beat', `${ms},${ms}`],
        ['server', SERVER_NAME],
        ['user-name', String(identity.playerId)],
      ]);
      this.receipt(frame);
    });
  }

  private subscribe(frame: StompFrame): Promise<void> | void {
    const id = frame.headers.get('id');
    const destination = frame.headers.get('destination');
    if (id === undefined || destination === undefined) {
      return this.fail('SUBSCRIBE needs id and destination headers', frame);
    }
    if (this.subs?.some((s) => s.id === id))
      return this.fail(`subscription id in use: ${id}`, frame);
    if ((this.subs?.length ?? 0) >= this.host.limits.maxSubscriptions) {
      return this.fail('too many subscriptions', frame, CLOSE_POLICY);
    }
    const verdict = mayReceive(this.identity!, destination);
    if (verdict === 'allowed') return this.accept(frame, id, destination);
    if (verdict === 'forbidden') return this.forbid(frame, destination);
    if (verdict === 'stale') {
      // The player may have joined the clan after connecting: read them once more.
      return this.host.refresh(this.identity!.playerId).then((fresh) => {
        if (this.state !== State.Connected) return;
        if (fresh) this.identity = fresh;
        if (!fresh || mayReceive(fresh, destination) !== 'allowed') {
          return this.forbid(frame, destination);
        }
        this.accept(frame, id, destination);
      });
    }
    return this.fail(`unknown destination: ${destination}`, frame, CLOSE_POLICY);
  }

  private accept(frame: StompFrame, id: string, destination: string): void {
    (this.subs ??= []).push(this.host.subscribe(this, id, destination));
    this.receipt(frame);
  }

  private forbid(frame: StompFrame, destination: string): void {
    this.fail(`forbidden subscription: ${destination}`, frame, CLOSE_POLICY);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.send('RECEIPT', [['receipt-id', receipt]]);
  }

  private send(command: string, headers: HeaderList, body?: string): void {
    if (this.ws.readyState === 1) this.ws.send(encodeFrame(command, headers, body), TEXT);
  }

  /** Sends a heart-beat when one is due and reports whether the client went silent. */
  tick(now: number): 'ok' | 'silent' | 'no-connect' {
    if (this.state !== State.Connected) {
      return now - this.openedAt > this.host.limits.connectTimeoutMs ? 'no-connect' : 'ok';
    }
    if (this.inEvery > 0 && now - this.lastIn > this.inEvery * 2 + 1000) return 'silent';
    if (this.outEvery > 0 && now >= this.nextOut) {
      this.nextOut = now + this.outEvery;
      if (this.ws.readyState === 1) this.ws.send(HEARTBEAT, TEXT);
    }
    return 'ok';
  }

  /** ERROR then close (STOMP 1.2: the server closes the connection right after an ERROR). */
  fail(message: string, frame?: StompFrame, code: WsCloseCode = CLOSE_PROTOCOL): void {
    if (this.state === State.Closed) return;
    const headers: [string, string][] = [['message', message]];
    const receipt = frame?.headers.get('receipt');
    if (receipt !== undefined) headers.push(['receipt-id', receipt]);
    if (message.startsWith('unsupported protocol version')) headers.push(['version', '1.2']);
    headers.push(['content-type', 'text/plain']);
    this.send('ERROR', headers, message);
    // The part before the colon is the reason; the rest names the offending value.
    this.host.refused(message.split(':', 1)[0]!);
    this.shutdown();
    if (this.ws.readyState === 1) this.ws.close(code);
  }

  /**
   * Tells the client this instance is going away: an ERROR frame whose `reconnect` header says to
   * connect again (a load balancer sends it to another instance) and catch up on what it missed.
   * The socket is closed by the caller.
   */
  goingAway(): void {
    if (this.state === State.Closed) return;
    this.send(
      'ERROR',
      [
        ['message', 'server restarting: reconnect'],
        ['reconnect', 'true'],
        ['content-type', 'text/plain'],
      ],
      'server restarting: reconnect',
    );
    this.shutdown();
  }

  /** Leaves every index; the socket is closed by the caller. */
  shutdown(): void {
    if (this.state === State.Closed) return;
    this.state = State.Closed;
    this.pending = null;
    this.inbox = null;
    this.host.closed(this);
  }
}
