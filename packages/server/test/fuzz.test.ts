import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let god: string;
beforeAll(async () => {
  s = await startTestServer();
  god = (await s.player('GOD')).token;
});
afterAll(() => s.close());

const IDENT_HEADERS = [
  'logged_user_id',
  'viewer_id',
  'tg_user_id',
  'crazyId',
  'kongId',
  'gp_player_id',
];

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '../..',
    '\\',
    '{}',
    '[]',
    'null',
    '-1',
    '1e999',
    '9007199254740993',
    'NaN',
    '<script>',
  ),
);

const jsonBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        'name',
        'password',
        'message',
        'q',
        'version',
        'moveSpeedMode',
        'soundMute',
        'interfaceMode',
        'enabled',
        'lang',
      ),
      fc.jsonValue(),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
);

/**
 * Random and malformed bodies, query strings, headers and session ids at every registered route:
 * whatever arrives, the server answers below 500, in the `{code, message}` shape for errors.
 */
describe('fuzzing every route', () => {
  it('never answers 5xx and never crashes', async () => {
    const routes = s.server.routes.filter((r) => !r.url.startsWith('/api/docs'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(weirdString, { minLength: 3, maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            'from',
            'to',
            'name',
            'frontVersion',
            'init',
            'JSESSIONID',
            'lang',
            'afterId',
          ),
          weirdString,
        ),
        fc.option(jsonBody, { nil: undefined }),
        fc.constantFrom('valid', 'none', 'garbage', 'cookie-garbage'),
        fc.dictionary(fc.constantFrom(...IDENT_HEADERS), fc.string({ maxLength: 30 })),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
        ),
        async (route, pathValues, query, body, sessionKind, idents, contentType) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z_]+/g, () =>
            encodeURIComponent(pathValues[i++ % 3]!),
          );
          const qs = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(idents)) headers[k] = v.replace(/[^\x20-\x7e]/g, '');
          if (sessionKind === 'valid') headers.authorization = god;
          if (sessionKind === 'garbage') headers.authorization = 'x'.repeat(50);
          if (sessionKind === 'cookie-garbage') headers.cookie = 'JSESSIONID=%%%; other=1';
          const init: RequestInit = { method: route.method, headers };
          if (route.method !== 'GET' && body !== undefined) {
            if (contentType) headers['content-type'] = contentType;
            init.body = body;
          }
          const res = await s.fetch(`${path}${qs ? `?${qs}` : ''}`, init);
          const text = await res.text();
          expect(res.status, `${route.method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { code: string; message: string };
            expect(typeof parsed.code).toBe('string');
            expect(parsed.message.length).toBeGreaterThan(0);
          }
          if (
            route.url === '/api/security/logout' &&
            sessionKind === 'valid' &&
            res.status === 200
          ) {
            god = (await s.player('GOD')).token;
          }
        },
      ),
      { numRuns: 400, seed: 20261121 },
    );
    // Still serving after the storm.
    expect((await s.fetch('/api/health')).status).toBe(200);
  });
});
