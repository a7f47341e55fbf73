import { randomBytes } from 'node:crypto';
import { api } from '@heroroad/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/core/config.js';
import { LOGIN_FAILURES } from '../src/security/service.js';
import { createTestDb, type TestDb } from './db.js';
import { startTestServer, type TestServer } from './harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const started: TestServer[] = [];
// The servers share one database (one PostgreSQL schema to create and drop, not one each).
let shared: TestDb | undefined;
afterAll(async () => {
  for (const s of started) await s.close();
  await shared?.drop();
}, 120_000);

async function server(config: Parameters<typeof startTestServer>[0] = {}) {
  shared ??= await createTestDb();
  const s = await startTestServer({ ...config, testDb: shared });
  started.push(s);
  return s;
}

const trial = (s: TestServer, headers: Record<string, string> = {}) =>
  s.call(api.security.registerTrial, { body: {}, headers });

/** Waits until the limits' Redis connection is up (it refuses commands until then). */
async function redisReady(s: TestServer) {
  const deadline = performance.now() + 20_000;
  while (s.server.kernel.redis?.status !== 'ready' && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(s.server.kernel.redis?.status).toBe('ready');
}

describe('rate limits', () => {
  it('count the address the trusted proxy saw, not one the client wrote', async () => {
    // TRUST_PROXY=true: one proxy in front. The client's own X-Forwarded-For entries come first
    // and do not count.
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'true' });
    const s = await server({ config: { rateLimit: true, trustProxy } });
    const limit = api.security.registerTrial.ratePerMinute;
    let last = 0;
    for (let i = 0; i <= limit; i++) {
      const spoofed = `10.${i}.${i}.${i}`;
      last = (await trial(s, { 'x-forwarded-for': `${spoofed}, 203.0.113.7` })).status;
    }
    expect(last).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await trial(s, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('are shared by the instances through Redis', async () => {
    const config = {
      rateLimit: true,
      redisUrl: REDIS_URL,
      redisChannel: `heroroad:test:${randomBytes(6).toString('hex')}`,
    };
    const a = await server({ config });
    const b = await server({ config });
    await Promise.all([redisReady(a), redisReady(b)]);
    const limit = api.security.registerTrial.ratePerMinute;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await trial(i % 2 ? b : a)).status);
    expect(statuses.slice(0, limit).every((st) => st === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('failed logins', () => {
  it('throttle the account they aim at, from any address, and not the address', async () => {
    const s = await server({ config: { rateLimit: true } });
    const victim = await s.player();
    const other = await s.player();
    const login = (name: string, password: string) =>
      s.call(api.security.login, {
        body: { name, password },
        headers: { 'accept-language': 'en' },
      });
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      expect((await login(victim.name, `wrong-${i}-pass`)).status).toBe(401);
    }
    // Even the right password waits now; the answer says so.
    const throttled = await login(victim.name, 'secret-pass');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      code: 'LOGIN_THROTTLED',
      message: 'Too many wrong passwords for this nickname, try again in a few minutes',
    });
    // The same address still logs into another account.
    expect((await login(other.name, 'secret-pass')).status).toBe(200);
    // After the window the account opens again.
    s.clock.advance(LOGIN_FAILURES.windowMs + 1);
    expect((await login(victim.name, 'secret-pass')).status).toBe(200);
  });

  it('are counted for unknown nicknames too, so the throttle reveals no account', async () => {
    const s = await server({ config: { rateLimit: false } });
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      await s.call(api.security.login, { body: { name: 'Nobody Here', password: 'x-pass-12' } });
    }
    const r = await s.call(api.security.login, {
      body: { name: 'nobody  here', password: 'x-pass-12' },
    });
    expect(r.status).toBe(429);
  });
});
