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
  it('slow the address that guesses, and never lock the owner out from their own', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'true' });
    const s = await server({ config: { rateLimit: true, trustProxy } });
    const victim = await s.player();
    const other = await s.player();
    const login = (name: string, password: string, ip: string) =>
      s.call(api.security.login, {
        body: { name, password },
        headers: { 'accept-language': 'en', 'x-forwarded-for': ip },
      });
    const guesser = '203.0.113.7';
    const owner = '198.51.100.20';
    for (let i = 0; i < LOGIN_FAILURES.max; i++) {
      expect((await login(victim.name, `wrong-${i}-pass`, guesser)).status).toBe(401);
    }
    // The guessing address waits now, even with the right password; the answer says so.
    const throttled = await login(victim.name, 'secret-pass', guesser);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      code: 'LOGIN_THROTTLED',
      message: 'Too many wrong passwords for this nickname, try again in a few minutes',
    });
    // The owner, from their own address, logs in; the guessing address still reaches others.
    expect((await login(victim.name, 'secret-pass', owner)).status).toBe(200);
    expect((await login(other.name, 'secret-pass', guesser)).status).toBe(200);
    // After the window the guessing address may try again.
    s.clock.advance(LOGIN_FAILURES.windowMs + 1);
    expect((await login(victim.name, 'secret-pass', guesser)).status).toBe(200);
  });

  it('spread over many addresses get one guess per address past the account ceiling', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'true' });
    const s = await server({ config: { rateLimit: false, trustProxy } });
    const victim = await s.player();
    const login = (password: string, ip: string) =>
      s.call(api.security.login, {
        body: { name: victim.name, password },
        headers: { 'x-forwarded-for': ip },
      });
    const ip = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.9`;
    const perAddress = 2;
    const addresses = Math.ceil(LOGIN_FAILURES.accountMax / perAddress);
    for (let a = 0; a < addresses; a++)
      for (let k = 0; k < perAddress; k++)
        expect((await login(`wrong-${a}-${k}-x`, ip(a))).status).toBe(401);
    // Past the ceiling an address that guessed wrong waits; a fresh one gets a single try.
    expect((await login('secret-pass', ip(0))).status).toBe(429);
    expect((await login('wrong-fresh-x', ip(5000))).status).toBe(401);
    expect((await login('wrong-again-x', ip(5000))).status).toBe(429);
    // The owner's address, with no wrong guess, still gets in.
    expect((await login('secret-pass', '192.0.2.44')).status).toBe(200);
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
