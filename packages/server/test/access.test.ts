import { ACCESS_LEVELS, hasAccess, type AccessLevel } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Any value fills a path parameter: the access guard runs before validation. */
const fillParams = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

/**
 * One session per level, made again only after a call that may have ended it (a logout): making
 * a registered player per call hashed a password each time and outgrew the test's time on a busy
 * machine once the staff routes joined.
 */
const sessions = new Map<AccessLevel, string>();
async function sessionFor(level: AccessLevel | null): Promise<string | null> {
  if (level === null) return null;
  const known = sessions.get(level);
  if (known) return known;
  const token = level === 'TRIAL' ? (await s.trial()).token : (await s.player(level)).token;
  sessions.set(level, token);
  return token;
}

describe('every registered route, at every access level', () => {
  // Every route at every level, one request after another: a few seconds on a quiet machine,
  // many times that beside other suites.
  it('declares an access level and is guarded by it', { timeout: 180_000 }, async () => {
    const routes = s.server.routes.filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const levels: Array<AccessLevel | null> = [null, ...ACCESS_LEVELS];
    for (const route of routes) {
      for (const level of levels) {
        const token = await sessionFor(level);
        const headers: Record<string, string> = { 'accept-language': 'en' };
        if (token) headers.authorization = token;
        const init: RequestInit = { method: route.method, headers };
        if (route.method !== 'GET' && route.method !== 'HEAD') {
          headers['content-type'] = 'application/json';
          init.body = '{}';
        }
        const res = await s.fetch(fillParams(route.url), init);
        if (route.url.endsWith('/logout') && level !== null) sessions.delete(level);
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        const where = `${route.method} ${route.url} as ${level ?? 'anonymous'}`;
        if (route.access === 'PUBLIC') {
          expect(body.code, where).not.toBe('UNAUTHORIZED');
          expect(body.code, where).not.toBe('FORBIDDEN');
        } else if (level === null) {
          expect([res.status, body.code], where).toEqual([401, 'UNAUTHORIZED']);
        } else if (!hasAccess(level, route.access as AccessLevel)) {
          expect([res.status, body.code], where).toEqual([403, 'FORBIDDEN']);
        } else {
          expect(res.status, where).not.toBe(401);
          expect(body.code, where).not.toBe('FORBIDDEN');
          expect(res.status, where).toBeLessThan(500);
        }
      }
    }
  });

  it('cannot register an /api route without an access level', async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('../src/plugins/auth.js');
    const app = Fastify();
    await app.register(authPlugin, { sessions: s.server.services.sessions, routes: [] });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(
      /does not declare its access level/,
    );
    await app.close();
  });
});

describe('rate limits', () => {
  it('limits login and register per address with a translated 429', async () => {
    const limited = await startTestServer({ config: { rateLimit: true } });
    try {
      let last: Response | undefined;
      for (let i = 0; i < 31; i++) {
        last = await limited.fetch('/api/security/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ name: 'Somebody', password: 'whatever' }),
        });
      }
      expect(last!.status).toBe(429);
      expect(await last!.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many attempts, please wait a little',
      });
    } finally {
      await limited.close();
    }
  });
});
