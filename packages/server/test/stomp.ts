import { Client, type IFrame, type IMessage, type StompHeaders } from '@stomp/stompjs';
import WebSocket from 'ws';
import { unescapeHeader } from '../src/realtime/codec.js';

/** A STOMP client (the real @stomp/stompjs) with queues of what it received. */
export interface TestStomp {
  readonly client: Client;
  readonly errors: IFrame[];
  /** Resolves with the close code once the WebSocket closes. */
  readonly closed: Promise<number>;
  subscribe(destination: string, headers?: StompHeaders): MessageQueue;
  disconnect(): Promise<void>;
}

export interface MessageQueue {
  readonly messages: IMessage[];
  /** Resolves once the broker confirmed the subscription (a RECEIPT). */
  readonly ready: Promise<void>;
  /** The next message not taken yet (waits up to `ms`). */
  next(ms?: number): Promise<IMessage>;
  /**
   * Proves nothing else was queued: `mark` publishes a message to this destination, and the next
   * message taken must be it (anything sent before it arrives first). No waiting for silence.
   */
  nothingBefore(mark: () => unknown, isMark: (body: string) => boolean): Promise<void>;
}

function queue(ready: Promise<void>): MessageQueue & { push(m: IMessage): void } {
  const messages: IMessage[] = [];
  let taken = 0;
  let waiter: (() => void) | null = null;
  return {
    messages,
    ready,
    push(m) {
      messages.push(m);
      waiter?.();
    },
    async next(ms = 20_000) {
      const deadline = performance.now() + ms;
      while (taken >= messages.length) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error('no STOMP message arrived in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter = null;
      }
      return messages[taken++]!;
    },
    async nothingBefore(mark, isMark) {
      await mark();
      const body = (await this.next()).body;
      if (!isMark(body)) throw new Error(`a message arrived before the mark: ${body}`);
    },
  };
}

export interface StompOptions {
  readonly token?: string;
  /** Extra WebSocket handshake headers (a cookie, an Origin). */
  readonly wsHeaders?: Record<string, string>;
  /** Query string appended to /api/websocket. */
  readonly query?: string;
  readonly heartbeat?: number;
}

/** Connects with stompjs over `ws`; rejects with the ERROR frame's message when refused. */
export async function connectStomp(
  baseUrl: string,
  options: StompOptions = {},
): Promise<TestStomp> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/websocket${options.query ?? ''}`;
  const errors: IFrame[] = [];
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const client = new Client({
    webSocketFactory: () =>
      new WebSocket(url, ['v10.stomp', 'v11.stomp', 'v12.stomp'], {
        headers: options.wsHeaders ?? {},
      }),
    connectHeaders: options.token ? { Authorization: options.token } : {},
    reconnectDelay: 0,
    heartbeatIncoming: options.heartbeat ?? 10_000,
    heartbeatOutgoing: options.heartbeat ?? 10_000,
    debug: () => undefined,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(frame.headers.message));
    };
    client.onWebSocketClose = (event: { code: number }) => {
      onClose(event.code);
      reject(new Error(`closed with ${event.code}`));
    };
  });
  client.activate();
  try {
    await connected;
  } catch (error) {
    await client.deactivate();
    throw error;
  }
  return {
    client,
    errors,
    closed,
    subscribe(destination, headers = {}) {
      const receipt = `sub-${++receipts}`;
      const ready = new Promise<void>((resolve) =>
        client.watchForReceipt(receipt, () => resolve()),
      );
      const q = queue(ready);
      client.subscribe(destination, (m) => q.push(m), { ...headers, receipt });
      return q;
    },
    disconnect: () => client.deactivate(),
  };
}

let receipts = 0;

/** A bare WebSocket speaking hand-written frames, for what a well-behaved client never sends. */
export interface RawStomp {
  readonly ws: WebSocket;
  readonly received: string[];
  readonly closed: Promise<number>;
  send(data: string | Buffer): void;
  /** The next frame whose command is `command` (waits up to `ms`). */
  frame(command: string, ms?: number): Promise<string>;
}

export async function rawStomp(
  baseUrl: string,
  options: { headers?: Record<string, string>; path?: string } = {},
): Promise<RawStomp> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${options.path ?? '/api/websocket'}`;
  const ws = new WebSocket(url, ['v12.stomp'], { headers: options.headers ?? {} });
  const received: string[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data: Buffer) => received.push(data.toString()));
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    closed,
    send: (data) => ws.send(data),
    async frame(command, ms = 20_000) {
      const deadline = performance.now() + ms;
      for (;;) {
        const found = received.find((f) => f.startsWith(`${command}\n`));
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (performance.now() > deadline) throw new Error(`no ${command} frame arrived in time`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** The headers of a frame written as text, unescaped. */
export function headersOf(frame: string): Record<string, string> {
  const lines = frame.split('\n\n', 1)[0]!.split('\n').slice(1);
  return Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')),
      unescapeHeader(l.slice(l.indexOf(':') + 1)) ?? '',
    ]),
  );
}

export const CONNECT = (token: string, extra = '') =>
  `CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:${token}\n${extra}\n\0`;
