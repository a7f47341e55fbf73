import { api } from '@heroroad/protocol';
import { generatePlaces, stairEnd, withHealth, type Creature } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/src/core/random.js';
import { startTestServer, type TestServer } from '../../server/test/harness.js';
import { GameClient, runBot } from '../src/index.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('bot.waiting') });
});
afterAll(() => s?.close());

/** A road whose first place is guarded: nothing free to pick up gold from before a fight. */
function guardedFirstSeed(): number {
  for (let seed = 1; seed < 10_000; seed++) {
    const first = generatePlaces({ playerSeed: seed, coordFrom: 0, coordTo: stairEnd(1) })[0];
    if (first && first.guard !== null && !first.gate) return seed;
  }
  throw new Error('no such road among the first seeds');
}

/**
 * A guest with its first hero nearly fallen and no gold at all (the daily reward already taken):
 * a restore is out of reach and there is nothing below stair 1 to farm.
 */
async function brokeAndHurt(): Promise<string> {
  const c = new GameClient(s.url);
  const { playerId } = await c.openSession(api.security.registerTrial, { body: {} });
  await c.call(api.hero.choose, { body: { heroId: 'hero_dobrynya' } });
  await c.call(api.road.everydayReward);
  const k = s.testDb.db.kysely;
  await k
    .updateTable('player')
    .set({ gold: 0, road_seed: guardedFirstSeed() })
    .where('id', '=', playerId)
    .execute();
  const row = await k
    .selectFrom('creature')
    .select(['id', 'data'])
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const hurt = withHealth(JSON.parse(row.data) as Creature, 1);
  await k
    .updateTable('creature')
    .set({ data: JSON.stringify(hurt), health_at: s.clock() })
    .where('id', '=', row.id)
    .execute();
  return c.token!;
}

describe('a bot that cannot pay for a restore', () => {
  it('waits for health with a notice, then plays on', async () => {
    const lines: string[] = [];
    const before = s.clock();
    const report = await runBot({
      url: s.url,
      stairs: 1,
      session: await brokeAndHurt(),
      wait: async (ms) => s.clock.advance(ms),
      log: (line) => lines.push(line),
    });
    expect(report.stopReason).toBeNull();
    expect(report.reached).toBe(true);
    expect(report.waits).toBeGreaterThanOrEqual(1);
    expect(report.waitedSeconds).toBeGreaterThan(0);
    expect(s.clock() - before).toBeGreaterThanOrEqual(report.waitedSeconds * 1000);
    expect(lines.some((l) => /waiting \d+ s: the squad is hurt and gold is short/.test(l))).toBe(
      true,
    );
  });

  it('stops with its reason rather than wait past its waiting budget', async () => {
    const report = await runBot({
      url: s.url,
      stairs: 1,
      session: await brokeAndHurt(),
      maxWaitSeconds: 0,
      wait: async (ms) => s.clock.advance(ms),
      log: () => undefined,
    });
    expect(report.reached).toBe(false);
    expect(report.stopReason).toMatch(/would wait past 0 s in total/);
    expect(report.battlesWon + report.battlesLost).toBe(0);
  });
});
