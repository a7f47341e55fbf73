import { spawnSync } from 'node:child_process';
import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.js';
import { startTwoInstances, type TwoInstances } from './cluster.js';
import { createTestDb, TEST_ENGINE, type TestDb } from './db.js';
import { startTestServer, type TestServer } from './harness.js';
import { CuttableProxy, OwnRedis, until } from './outages.js';
import { writer } from './social.js';
import { connectStomp, type MessageQueue, type TestStomp } from './stomp.js';

// Faults of the services the instances share. Both need PostgreSQL (two instances share one
// database; the proxy stands in front of PostgreSQL); Redis is a server of the test's own, so the
// Redis test needs redis-server installed (CI installs it).
const skip = TEST_ENGINE !== 'postgres';
const noRedisServer = spawnSync('redis-server', ['--version']).status !== 0;
if (!skip && noRedisServer && process.env.CI === 'true')
  throw new Error('redis-server is required under CI for the fault tests');

const text = (m: { body: string }) =>
  (JSON.parse(m.body) as RealtimeNotification & { payload: { text: string } }).payload.text;

/** Takes messages until one carries `wanted`: earlier ones may be local deliveries. */
async function receives(q: MessageQueue, wanted: string, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    try {
      if (text(await q.next(left)) === wanted) return true;
    } catch {
      return false;
    }
  }
}

describe.skipIf(skip || noRedisServer)('Redis restarting under two instances and load', () => {
  let redis: OwnRedis;
  let pair: TwoInstances;
  const sockets: TestStomp[] = [];
  beforeAll(async () => {
    redis = await OwnRedis.start();
    pair = await startTwoInstances({ redisUrl: redis.url });
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) await s.disconnect();
    await pair?.close();
    await redis?.kill();
  }, 60_000);

  it('delivers locally while Redis is away and across instances again once it is back', async () => {
    const { a, b } = pair;
    const onA = await connectStomp(a.url, { token: (await a.trial()).token });
    const onB = await connectStomp(b.url, { token: (await b.trial()).token });
    sockets.push(onA, onB);
    const qa = onA.subscribe(stompDestination.broadcast());
    const qb = onB.subscribe(stompDestination.broadcast());
    await Promise.all([qa.ready, qb.ready]);
    const authorA = await writer(a);
    const authorB = await writer(b);
    let n = 0;
    /** Posts to MAIN through `s` (each instance's own clock moves past the flood guard). */
    const post = async (s: TestServer, token: string) => {
      s.clock.advance(1500);
      const said = `line ${++n}`;
      const r = await s.call(api.chat.send, {
        token,
        params: { room: 'MAIN' },
        body: { text: said },
      });
      expect(r.status).toBe(200);
      return said;
    };

    // Under load: readers on both instances keep asking for their player all along.
    let loading = true;
    const answers: number[] = [];
    const reader = async (s: TestServer, token: string) => {
      while (loading) answers.push((await s.call(api.player.infoCurrent, { token })).status);
    };
    const load = Promise.all([reader(a, authorA.token), reader(b, authorB.token)]);
    /** Waits for the readers to be answered a few more times: the load runs through each phase. */
    const answered = async (phase: string) => {
      const mark = answers.length;
      await until(`readers answered ${phase}`, async () => answers.length >= mark + 4);
    };
    await answered('before Redis goes');

    const before = await post(a, authorA.token);
    expect(await receives(qb, before, 10_000)).toBe(true);
    expect(await receives(qa, before, 10_000)).toBe(true);

    await redis.kill();
    // Each instance goes on serving its own players: calls answer, pushes reach local sockets.
    const onlyA = await post(a, authorA.token);
    expect(await receives(qa, onlyA, 10_000)).toBe(true);
    const onlyB = await post(b, authorB.token);
    expect(await receives(qb, onlyB, 10_000)).toBe(true);
    expect((await b.call(api.player.infoCurrent, { token: authorB.token })).status).toBe(200);
    await answered('while Redis is away');

    await redis.restart();
    // Nobody restarts the instances: they reconnect and subscribe again by themselves.
    await until(
      'a message from A reaching B again',
      async () => receives(qb, await post(a, authorA.token), 1000),
      30_000,
    );
    await until(
      'a message from B reaching A again',
      async () => receives(qa, await post(b, authorB.token), 1000),
      30_000,
    );
    await answered('once Redis is back');
    loading = false;
    await load;
    // No call failed while Redis was away and back.
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});

describe.skipIf(skip)('PostgreSQL restarting under an instance', () => {
  let testDb: TestDb;
  let proxy: CuttableProxy;
  let proxied: Db;
  let s: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    const target = new URL(testDb.url);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(proxy.port);
    proxied = openDatabase(target.toString(), { pgSchema: testDb.pgSchema!, pgPoolSize: 3 });
    s = await startTestServer({ testDb: { ...testDb, db: proxied } });
  }, 60_000);
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await s?.close();
    await proxied?.close();
    await testDb?.drop();
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE while it is away and recovers by itself', async () => {
    const p = await s.player();
    expect((await s.call(api.player.infoCurrent, { token: p.token })).status).toBe(200);

    await proxy.cut();
    const info = await s.call(api.player.infoCurrent, { token: p.token });
    expect(info.status).toBe(503);
    expect(info.body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'База данных игры недоступна, повторите через несколько секунд',
    });
    expect(info.headers.get('retry-after')).toBe('2');
    const en = await s.call(api.security.registerTrial, { body: { lang: 'EN' } });
    expect(en.status).toBe(503);
    expect(en.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    const health = await s.fetch('/api/health', { headers: { 'accept-language': 'en' } });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

    await proxy.restore();
    // The pool opens new connections by itself: no restart of the instance.
    await until('the instance serving again', async () => {
      const r = await s.call(api.player.infoCurrent, { token: p.token });
      return r.status === 200;
    });
    expect((await s.call(api.security.registerTrial, { body: { lang: 'EN' } })).status).toBe(200);
    expect((await s.fetch('/api/health')).status).toBe(200);
  }, 60_000);
});
