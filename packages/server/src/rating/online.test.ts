import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances } from '../../test/cluster.js';
import { TEST_ENGINE } from '../../test/db.js';
import type { TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';

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
