import { generatePlaces, stairEnd, stairStart } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/src/core/random.js';
import { setGemsBought } from '../../server/test/books.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { runBot } from '../src/index.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('bot.worlds') });
});
afterAll(() => s?.close());

const SEED = 424242;
const portal = generatePlaces({
  playerSeed: SEED,
  coordFrom: stairStart(20),
  coordTo: stairEnd(60),
}).find((p) => p.placeType === 'PORTAL')!;

describe('the bot off the road', () => {
  it('visits the snow world (taking its campaign) and opens a portal when it can, and comes back each time', async () => {
    const g = await s.trial('EN');
    await s.testDb.db.kysely
      .updateTable('player')
      .set({
        road_seed: SEED,
        level: 20,
        gold: 10_000_000,
        max_coordinate: stairEnd(60),
        coordinate: stairStart(portal.stair),
        stair: portal.stair,
      })
      .where('id', '=', g.playerId)
      .execute();
    // The player has bought emeralds: the SNOW_WORLD campaign comes with such a purchase.
    await setGemsBought(s, g.playerId, 700);
    const lines: string[] = [];
    // Target stair 1 is long behind: the run only looks in on the worlds.
    const report = await runBot({
      url: s.url,
      session: g.token,
      stairs: 1,
      wait: async (ms) => s.clock.advance(ms),
      log: (line) => lines.push(line),
    });
    expect(report.stopReason).toBeNull();
    expect(report).toMatchObject({ snowVisits: 1, portalsUsed: 1 });
    expect(lines.filter((l) => l.includes('back on the road'))).toHaveLength(2);
    // The snow world was locked: the bot took the SNOW_WORLD campaign as its pass.
    expect(lines.filter((l) => l.includes('took the SNOW_WORLD campaign'))).toHaveLength(1);
    const row = await s.testDb.db.kysely
      .selectFrom('world_state')
      .innerJoin('player', 'player.id', 'world_state.player_id')
      .select(['player.context_id', 'world_state.snow_left_at', 'world_state.portal_visits'])
      .where('player_id', '=', g.playerId)
      .executeTakeFirstOrThrow();
    expect(row.context_id).toBe(0);
    expect(row.snow_left_at).not.toBeNull();
    expect(row.portal_visits).toBe(1);
  });
});
