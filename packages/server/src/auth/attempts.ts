import type { Redis } from 'ioredis';
import type { Clock } from '../core/clock.js';

/**
 * Counts attempts under a key within a window that starts at the first one (failed logins of
 * one account). Kept in Redis when the instances share one, so N instances do not allow N times
 * as many; else in this instance's memory.
 */
export interface AttemptCounter {
  /** How many attempts the key has in its current window. */
  count(key: string): Promise<number>;
  /** Adds one attempt; the window starts with the first. */
  add(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Entries kept at most; the oldest go first (Map order is insertion order). */
const MEMORY_MAX = 50_000;

export class MemoryAttempts implements AttemptCounter {
  private readonly entries = new Map<string, { count: number; until: number }>();
  constructor(private readonly clock: Clock) {}

  async count(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry && entry.until > this.clock() ? entry.count : 0;
  }

  async add(key: string, windowMs: number): Promise<void> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) {
      entry.count++;
      return;
    }
    this.entries.delete(key);
    if (this.entries.size >= MEMORY_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count: 1, until: now + windowMs });
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/**
 * The same in Redis: INCR, and an expiry set with the first attempt. Redis being away counts as
 * no attempts (the per-address limits still hold), so a Redis outage never locks players out.
 */
export class RedisAttempts implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async count(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + key)) ?? 0);
    } catch {
      return 0;
    }
  }

  async add(key: string, windowMs: number): Promise<void> {
    try {
      await this.redis
        .multi()
        .incr(this.prefix + key)
        .pexpire(this.prefix + key, windowMs, 'NX')
        .exec();
    } catch {
      // see the class comment
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch {
      // see the class comment
    }
  }
}
