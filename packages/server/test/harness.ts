import { api, buildPath, type Endpoint, type ResponseOf } from '@heroroad/protocol';
import type { AccessLevel } from '@heroroad/rules';
import { buildApp, type HeroRoad } from '../src/app.js';
import { manualClock, type Clock } from '../src/core/clock.js';
import { loadConfig, type Config } from '../src/core/config.js';
import type { Random } from '../src/core/random.js';
import { argon2Hasher } from '../src/auth/passwords.js';
import { createTestDb, type TestDb } from './db.js';

/** Cheap argon2id settings: the same algorithm, fast enough for hundreds of tests. */
export const fastHasher = argon2Hasher({ memoryCost: 1024, timeCost: 1 });

export interface CallOptions {
  readonly body?: unknown;
  readonly query?: Record<string, string | number | boolean>;
  readonly params?: Record<string, string | number>;
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
  /** Send the body as this raw string instead of JSON. */
  readonly rawBody?: string;
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface TestServer {
  readonly url: string;
  readonly server: HeroRoad;
  readonly testDb: TestDb;
  readonly clock: Clock & { set(ms: number): void; advance(ms: number): void };
  call<E extends Endpoint>(
    e: E,
    options?: CallOptions,
  ): Promise<CallResult<ResponseOf<E> & { code?: string; message?: string }>>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A trial guest's session. */
  trial(lang?: 'RU' | 'EN'): Promise<{ token: string; playerId: number }>;
  /** A registered player with the given access level; answers its session. */
  player(
    level?: AccessLevel,
    name?: string,
  ): Promise<{ token: string; playerId: number; name: string }>;
  close(): Promise<void>;
}

let counter = 0;

export async function startTestServer(
  options: {
    config?: Partial<Config>;
    testDb?: TestDb;
    clock?: TestServer['clock'];
    /** Road and battle seeds; a seeded one replays the same roads and battles. */
    random?: Random;
  } = {},
): Promise<TestServer> {
  const testDb = options.testDb ?? (await createTestDb());
  const clock = options.clock ?? manualClock(Date.UTC(2026, 10, 21, 12));
  const config = loadConfig(
    { DATABASE_URL: 'sqlite::memory:' },
    { rateLimit: false, clientDir: null, logLevel: 'silent', jobs: 'off', ...options.config },
  );
  const server = await buildApp(config, {
    db: testDb.db,
    clock,
    hasher: fastHasher,
    logger: false,
    ...(options.random ? { random: options.random } : {}),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (e, o = {}) => {
    const path = buildPath(e.url, o.params);
    const qs = o.query
      ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = o.token;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(url + path + qs, { method: e.method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };

  const s: TestServer = {
    url,
    server,
    testDb,
    clock,
    call,
    fetch: (path, init) => fetch(url + path, init),
    trial: async (lang = 'RU') => {
      const r = await call(api.security.registerTrial, { body: { lang } });
      if (r.status !== 200) throw new Error(`registerTrial failed: ${r.status}`);
      return { token: r.headers.get('jsession')!, playerId: r.body.playerId };
    },
    player: async (level = 'PLAYER', name) => {
      const nick = name ?? `Tester${process.pid % 1000}x${++counter}`;
      const r = await call(api.security.register, {
        body: {
          name: nick,
          password: 'secret-pass',
          acceptPrivacy: true,
          acceptCookies: true,
          acceptAgreement: true,
        },
      });
      if (r.status !== 200)
        throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
      if (level !== 'PLAYER') {
        await testDb.db.kysely
          .updateTable('player')
          .set({ access_level: level })
          .where('id', '=', r.body.playerId)
          .execute();
      }
      return { token: r.headers.get('jsession')!, playerId: r.body.playerId, name: nick };
    },
    close: async () => {
      await server.close();
      if (!options.testDb) await testDb.drop();
    },
  };
  return s;
}
