import { randomBytes } from 'node:crypto';
import { api } from '@heroroad/protocol';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances } from '../../test/cluster.js';
import { TEST_ENGINE } from '../../test/db.js';
import type { TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';
import type { Kernel } from '../kernel.js';
import { OnlinePlayers } from './online.js';

// Two instances need one shared database: only the PostgreSQL run has one (SQLite is in memory).
describe.skipIf(TEST_ENGINE !== 'postgres')(
  'players online across instances (needs HEROROAD_TEST_DB=postgres and Redis)',
  () => {
    let a: TestServer;
    let b: TestServer;
    let close: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      ({ a, b, close } = await startTwoInstances());
    });
    afterAll(() => close());

    it('counts the players connected to either instance, each once per instance', async () => {
      const one = await a.trial();
      const two = await b.trial();
      const online = async (s: TestServer) =>
        (await s.call(api.rating.byType, { token: one.token, params: { type: 'level' } })).body
          .playersOnline;
      expect(await online(a)).toBe(0);
      const onA = await connectStomp(a.url, { token: one.token });
      const onB = await connectStomp(b.url, { token: two.token });
      // A second connection of the same player on one instance is still one player.
      const again = await connectStomp(b.url, { token: two.token });
      await expect.poll(() => online(a), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => online(b), { timeout: 20_000 }).toBe(2);
      await Promise.all([onA.disconnect(), onB.disconnect(), again.disconnect()]);
      await expect.poll(() => online(a), { timeout: 20_000 }).toBe(0);
    }, 90_000);
  },
);

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
});
const channel = `heroroad:test:${randomBytes(6).toString('hex')}`;
const stops: (() => void)[] = [];

/** An instance's share of the kernel: its own connections' players and its own clock. */
function instance(clock: () => number, local: number): OnlinePlayers {
  const kernel = {
    config: { redisChannel: channel },
    redis,
    clock,
    realtime: { broker: { onlinePlayers: () => local } },
    onStop: (stop: () => void) => stops.push(stop),
  } as unknown as Kernel;
  return new OnlinePlayers(kernel);
}

describe('players online, on the game clock (needs Redis)', () => {
  afterAll(async () => {
    for (const stop of stops) stop();
    await redis.del(`${channel}:online:counts`, `${channel}:online:seen`);
    redis.disconnect();
  });

  it('sums the instances heard from in the last 15 s, and only those', async () => {
    const start = Date.UTC(2026, 10, 28, 12);
    const a = instance(() => start, 3);
    const b = instance(() => start + 5_000, 4);
    expect(await a.count()).toBe(7);
    expect(await b.count()).toBe(7);
    // Twenty seconds on, A and B have not reported since: only the new instance counts.
    const c = instance(() => start + 25_000, 5);
    expect(await c.count()).toBe(5);
  });
});
