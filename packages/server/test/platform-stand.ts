import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../src/core/config.js';
import { startTestServer, type TestServer } from './harness.js';
import {
  crazyKeys,
  fakePlatformApis,
  platformCredential,
  platformsConfig,
  type CrazyKeys,
} from './platforms.js';

/** A platform user signed in through the API: its player, session and platform id. */
export interface Buyer {
  readonly source: string;
  readonly playerId: number;
  readonly token: string;
  readonly userId: string;
}

export interface PlatformStand {
  readonly s: TestServer;
  readonly fake: Awaited<ReturnType<typeof fakePlatformApis>>;
  readonly keys: CrazyKeys;
  /** The server clock in unix seconds. */
  sec(): number;
  /** A new user of the platform, signed in (a player is made for it). */
  buyer(source: string): Promise<Buyer>;
  /** The player's emeralds. */
  gems(playerId: number): Promise<number>;
}

let seq = 0;

/**
 * A test server with every platform configured against one local stand-in of the platforms'
 * APIs, started before the file's tests and closed after them.
 */
export function platformStand(
  options: { clock?: TestServer['clock']; config?: Partial<Config> } = {},
): PlatformStand {
  const parts = {} as { s: TestServer; fake: PlatformStand['fake']; keys: CrazyKeys };
  beforeAll(async () => {
    parts.keys = await crazyKeys();
    parts.fake = await fakePlatformApis(parts.keys);
    parts.s = await startTestServer({
      ...(options.clock ? { clock: options.clock } : {}),
      config: { platforms: platformsConfig(parts.fake.url), ...options.config },
    });
  });
  afterAll(async () => {
    await parts.s?.close();
    await parts.fake?.close();
  });
  return {
    get s() {
      return parts.s;
    },
    get fake() {
      return parts.fake;
    },
    get keys() {
      return parts.keys;
    },
    sec: () => Math.floor(parts.s.clock() / 1000),
    async buyer(source) {
      const c = await platformCredential(
        source,
        100_000 + process.pid * 10 + ++seq,
        parts.s.clock(),
        {
          keys: parts.keys,
          kongUsers: parts.fake.state.kongUsers,
        },
      );
      const r = await parts.s.call(api.platform.signIn, {
        params: { source },
        body: { payload: c.payload, ...(c.userId ? { userId: c.userId } : {}) },
      });
      expect(r.status).toBe(200);
      return {
        source,
        playerId: r.body.playerId,
        token: r.headers.get('jsession')!,
        userId: c.platformUserId,
      };
    },
    async gems(playerId) {
      const row = await parts.s.testDb.db.kysely
        .selectFrom('player')
        .select('mithril')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow();
      return row.mithril;
    },
  };
}
