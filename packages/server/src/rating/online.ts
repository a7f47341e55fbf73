import { randomBytes } from 'node:crypto';
import type { Kernel } from '../kernel.js';

/** How often each instance reports, and how long a silent instance still counts. */
const REPORT_MS = 5_000;
const STALE_MS = 15_000;

/**
 * Players online across instances: each instance counts the distinct players on its own STOMP
 * connections and, with Redis, reports the count under its id every 5 s; the total sums the
 * instances heard from in the last 15 s. Without Redis it is this instance's count. (A player
 * connected to two instances counts twice.)
 */
export class OnlinePlayers {
  private readonly instance = randomBytes(6).toString('hex');
  /** Under the instances' shared channel name, so separate deployments on one Redis stay apart. */
  private readonly key: string;

  constructor(private readonly kernel: Kernel) {
    this.key = `${kernel.config.redisChannel}:online`;
    if (!kernel.redis) return;
    const timer = setInterval(() => void this.report().catch(() => undefined), REPORT_MS);
    timer.unref();
    kernel.onStop(() => clearInterval(timer));
    void this.report().catch(() => undefined);
  }

  private local(): number {
    return this.kernel.realtime.broker.onlinePlayers();
  }

  private async report(): Promise<void> {
    const redis = this.kernel.redis!;
    await redis
      .multi()
      .hset(`${this.key}:counts`, this.instance, this.local())
      .zadd(`${this.key}:seen`, this.kernel.clock(), this.instance)
      .exec();
  }

  async count(): Promise<number> {
    const redis = this.kernel.redis;
    if (!redis) return this.local();
    try {
      await this.report();
      const since = this.kernel.clock() - STALE_MS;
      const live = await redis.zrangebyscore(`${this.key}:seen`, since, '+inf');
      if (live.length === 0) return this.local();
      const counts = await redis.hmget(`${this.key}:counts`, ...live);
      return counts.reduce((sum, c) => sum + Number(c ?? 0), 0);
    } catch {
      return this.local();
    }
  }
}
