import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Receives what other instances published. */
export type BusHandler = (destination: string, body: Buffer) => void;

/** Carries published messages between server instances. */
export interface RealtimeBus {
  publish(destination: string, body: Buffer): void;
  /** Resolves once messages of other instances are being received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const LF = 0x0a;
const LOG_EVERY_MS = 30_000;

/**
 * Redis pub/sub on one channel. A message is `origin\ndestination\nbody`: every instance delivers
 * its own messages locally at once and skips their echo, and delivers the others' as they come.
 */
export class RedisBus implements RealtimeBus {
  private readonly origin = randomBytes(6).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribed: Promise<void>;
  private lastErrorLog = 0;

  constructor(
    url: string,
    private readonly channel: string,
    handler: BusHandler,
    private readonly log: BusLog,
  ) {
    const options = { maxRetriesPerRequest: 2, connectionName: 'heroroad-realtime' };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub]) client.on('error', (err) => this.warn(err));
    this.subscribed = this.sub.subscribe(channel).then(() => {
      log.info({ channel }, 'realtime: receiving other instances through Redis');
    });
    this.subscribed.catch((err: unknown) => this.warn(err));
    this.sub.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
      const o = message.indexOf(LF);
      const d = o < 0 ? -1 : message.indexOf(LF, o + 1);
      if (d < 0) return;
      if (message.toString('latin1', 0, o) === this.origin) return;
      handler(message.toString('utf8', o + 1, d), message.subarray(d + 1));
    });
  }

  publish(destination: string, body: Buffer): void {
    const message = Buffer.concat([Buffer.from(`${this.origin}\n${destination}\n`), body]);
    this.pub.publish(this.channel, message).catch((err: unknown) => this.warn(err));
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async close(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }

  /** Redis being away is logged at most every 30 s; local delivery goes on meanwhile. */
  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < LOG_EVERY_MS) return;
    this.lastErrorLog = now;
    this.log.warn({ err }, 'realtime: Redis unavailable; messages stay on this instance');
  }
}
