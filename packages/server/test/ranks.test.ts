import { api } from '@heroroad/protocol';
import { rankExpToNext, rankUpSeconds, speedUpPrice } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/core/random.js';
import { guestWithHero, placesOf, playOut, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('ranks.test') });
});
afterAll(() => s.close());

/** A player whose hero has banked all but one point of the experience rank 2 costs. */
async function almostRisen(values: Record<string, number> = {}) {
  const g = await guestWithHero(s);
  if (Object.keys(values).length > 0) await setPlayer(s, g.playerId, values);
  const id = await s.server.kernel.players.withPlayer(g.playerId, async (u) => {
    const [hero] = await u.heroes.all();
    await u.heroes.save([{ ...hero!, rankExp: rankExpToNext(1) - 1 }]);
    return hero!.id;
  });
  const place = (await placesOf(s, g.token)).find((x) => x.guard !== null && x.coordinate <= 99)!;
  const start = await s.call(api.battle.placeAttack, {
    token: g.token,
    body: { placeId: place.id },
  });
  expect((await playOut(s, g.token, start.body)).battleState).toBe('COMPLETED');
  const done = await s.call(api.battle.complete, { token: g.token });
  expect(done.body.status.winnerReward).not.toBeNull();
  const hero = () =>
    s.call(api.hero.creature, { token: g.token, params: { id } }).then((r) => r.body);
  const forces = () => s.call(api.progression.forces, { token: g.token }).then((r) => r.body);
  return { ...g, id, hero, forces };
}

describe('ranks', () => {
  it('rise over a wait once kills pay for them, exactly once when the clock reaches its end', async () => {
    const p = await almostRisen();
    expect((await p.hero()).rank).toBe(1);
    const [rising] = (await p.forces()).ranks;
    expect(rising).toMatchObject({ creatureId: p.id, toRank: 2 });
    expect(rising!.endsAt - rising!.startedAt).toBe(rankUpSeconds(2) * 1000);
    s.clock.advance(rankUpSeconds(2) * 1000);
    const reads = await Promise.all([p.forces(), p.forces(), p.forces()]);
    for (const r of reads) expect(r.ranks).toEqual([]);
    const risen = await p.hero();
    expect(risen.rank).toBe(2);
    expect(risen.rankExp).toBeGreaterThanOrEqual(0);
    expect(risen.rankExp).toBeLessThan(rankExpToNext(2));
  });

  it('a speed-up racing the natural end raises the rank once and charges at most once', async () => {
    const p = await almostRisen({ mithril: 500 });
    const [rising] = (await p.forces()).ranks;
    s.clock.advance(rankUpSeconds(2) * 1000 - 60_000);
    const price = speedUpPrice(60_000);
    const speedUp = () =>
      s.call(api.progression.speedUp, { token: p.token, params: { id: rising!.timerId } });
    const [a, b] = await Promise.all([speedUp(), speedUp(), p.forces()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await p.hero()).rank).toBe(2);
    const me = (await s.call(api.player.current, { token: p.token })).body;
    expect(me.mithril).toBe(500 - price);
  });
});
