import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { api } from '@heroroad/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';
import { configuredPartners, contentSecurityPolicy } from '../src/plugins/headers.js';
import { urlWithoutSessions } from '../src/core/log-safety.js';
import { createTestDb, type TestDb } from './db.js';
import { fastHasher, startTestServer, type TestServer } from './harness.js';

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

describe('security headers', () => {
  it('send a content security policy with the platform SDKs and the listed frame ancestors', async () => {
    const s = await server({ config: { frameAncestors: ['https://vk.com', 'https://ok.ru'] } });
    // Without a built client the server's root is a short text page: still a document.
    const r = await s.fetch('/');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://vk.com https://ok.ru");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/yandex\.ru/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/telegram\.org/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // No package CDN: nothing published to a registry by anyone may run in the page.
    expect(csp).not.toContain('unpkg');
    // No platform is configured here: the page may call only its own host (and GameDistribution,
    // which needs no setting).
    const connect = /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(connect.filter((o) => !o.includes('gamedistribution'))).toEqual([
      "'self'",
      'http://localhost:8080',
      'ws://localhost:8080',
    ]);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("put the policies on the client's page and only nosniff on the API's answers", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'heroroad-client-'));
    try {
      writeFileSync(
        join(clientDir, 'index.html'),
        '<!doctype html><html><head><script>window.x = 1;</script></head><body></body></html>',
      );
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, 'assets/game.js'), 'export const x = 1;');
      const s = await server({ config: { clientDir, cookieSecure: true } });
      const page = await s.fetch('/');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(page.headers.get('content-security-policy')).toContain(
        `'sha256-${createHash('sha256').update('window.x = 1;').digest('base64')}'`,
      );
      expect(page.headers.get('strict-transport-security')).toBe('max-age=15552000');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      // The page's own scripts need no policy of their own, which would cost 2 KB on each.
      const script = await s.fetch('/assets/game.js');
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('content-security-policy')).toBeNull();
      expect(script.headers.get('referrer-policy')).toBeNull();
      // A hashed file is never asked for again: no validators.
      expect(script.headers.get('etag')).toBeNull();
      expect(script.headers.get('cache-control')).toContain('immutable');
      expect(page.headers.get('etag')).not.toBeNull();

      const trial = await s.call(api.security.registerTrial, { body: { lang: 'EN' } });
      const answers = [
        await s.fetch(api.tech.health.url),
        await s.fetch(api.player.current.url, {
          headers: { authorization: trial.headers.get('jsession')! },
        }),
        // An error leaves through the same hook.
        await s.fetch('/api/no-such-thing'),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 404]);
      for (const a of answers) {
        expect(a.headers.get('content-type')).toMatch(/^application\/json/);
        expect(a.headers.get('x-content-type-options')).toBe('nosniff');
        expect(a.headers.get('content-security-policy')).toBeNull();
        expect(a.headers.get('strict-transport-security')).toBeNull();
        expect(a.headers.get('referrer-policy')).toBeNull();
      }
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('let the page call the configured partners and its public host, and no other', () => {
    const connect = (csp: string) => /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
    const partners = configuredPartners({
      ...loadConfig({ DATABASE_URL: 'sqlite::memory:' }).platforms,
      ya: { secret: 'y' },
      gp_partner: { projectId: '1', secret: 'g' },
    });
    const csp = contentSecurityPolicy([], undefined, {
      partners,
      publicUrl: 'https://game.example',
    });
    expect(connect(csp)).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://game.example',
        'wss://game.example',
        'https://yandex.ru',
        'https://gamepush.com',
      ]),
    );
    expect(connect(csp).some((o) => o.includes('vk.com') || o.includes('telegram'))).toBe(false);
    // Scripts of every partner's SDK may load wherever the game is embedded.
    expect(csp).toMatch(/script-src [^;]*https:\/\/vk\.com/);
  });

  it("let the client page's own inline script and handler run by hash, and nothing else inline", () => {
    const page =
      '<head><script>document.documentElement.lang = "en";</script>' +
      '<script type="module" src="/assets/index.js"></script>' +
      '<link rel="preload" as="style" onload="this.rel=\'stylesheet\'"></head>';
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const csp = contentSecurityPolicy([], page);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain(sha('document.documentElement.lang = "en";'));
    expect(scriptSrc).toContain(`'unsafe-hashes' ${sha("this.rel='stylesheet'")}`);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy([])).not.toContain('sha256-');
  });
});

describe('metrics and the API documentation', () => {
  it('are closed in production unless configured open', async () => {
    const prod = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'k9#Qz!vT2@pLx7$Wm4' });
    const closed = await server({
      config: { metricsOpen: prod.metricsOpen, docsOpen: prod.docsOpen, cookieSecure: false },
    });
    expect((await closed.fetch('/metrics')).status).toBe(404);
    expect((await closed.fetch('/api/docs')).status).toBe(404);
    expect((await closed.fetch('/api/docs/json')).status).toBe(404);

    const withToken = await server({ config: { metricsOpen: false, metricsToken: 'scrape-me' } });
    expect((await withToken.fetch('/metrics')).status).toBe(403);
    const scraped = await withToken.fetch('/metrics', {
      headers: { authorization: 'Bearer scrape-me' },
    });
    expect(scraped.status).toBe(200);

    const open = await server({ config: { metricsOpen: true, docsOpen: true } });
    expect((await open.fetch('/metrics')).status).toBe(200);
    expect((await open.fetch('/api/docs/json')).status).toBe(200);
  });
});

describe('logs', () => {
  it('never hold a session id, however the request carried it', async () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += chunk.toString();
        done();
      },
    });
    const testDb = await createTestDb();
    const config = loadConfig(
      { DATABASE_URL: 'sqlite::memory:' },
      { rateLimit: false, clientDir: null, logLevel: 'debug' },
    );
    const app = await buildApp(config, {
      db: testDb.db,
      hasher: fastHasher,
      logger: { level: 'debug', stream: sink },
    });
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const trial = await fetch(url + api.security.registerTrial.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const token = trial.headers.get('jsession')!;
      expect(token.length).toBeGreaterThan(20);
      const path = api.player.idCurrent.url;
      await fetch(`${url}${path}?JSESSIONID=${token}&lang=EN`);
      await fetch(`${url}${path}?jsession=${token}`);
      await fetch(`${url}${path}?Authorization=${token}`);
      await fetch(url + path, { headers: { authorization: token, cookie: `JSESSIONID=${token}` } });
      expect(written).toContain(path);
      expect(written).toContain('[hidden]');
      expect(written).not.toContain(token);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it('hide only the session parameters of a URL', () => {
    expect(urlWithoutSessions('/api/x?lang=EN&JSESSIONID=abc&jsession=def')).toBe(
      '/api/x?lang=EN&JSESSIONID=[hidden]&jsession=[hidden]',
    );
    expect(urlWithoutSessions('/api/x?%41uthorization=abc')).toBe(
      '/api/x?%41uthorization=[hidden]',
    );
    expect(urlWithoutSessions('/api/x')).toBe('/api/x');
  });
});
