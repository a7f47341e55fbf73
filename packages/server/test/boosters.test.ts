import { api } from '@heroroad/protocol';
import { BOOSTER_FACTOR, boosterDef } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../src/core/random.js';
import { guestWithHero, placesOf, playOut, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ random: seededRandom('boosters.test') });
});
afterAll(() => s.close());

const HOUR = 3_600_000;

async function player(values: Record<string, number>) {
  const g = await guestWithHero(s);
  if (Object.keys(values).length > 0) await setPlayer(s, g.playerId, values);
  const buy = (boosterId: string) =>
    s.call(api.shops.buyBooster, { token: g.token, body: { boosterId } });
  const activate = (boosterId: string, mode?: 'replace' | 'prolong') =>
    s.call(api.shops.activateBooster, {
      token: g.token,
      body: { boosterId, ...(mode ? { mode } : {}) },
    });
  return { ...g, buy, activate };
}

describe('boosters', () => {
  it('wait in the inbox, run 8 hours (the platinum set 72), and are prolonged or replaced', async () => {
    const p = await player({ mithril: 5000 });
    const gold = boosterDef('booster_gold')!;
    const bought = await p.buy(gold.id);
    expect(bought.body.player.mithril).toBe(5000 - gold.price.MITHRIL!);
    expect(bought.body.boosters.inbox).toEqual([{ boosterId: gold.id, count: 1 }]);
    const started = await p.activate(gold.id);
    const t0 = s.clock();
    expect(started.body.boosters.inbox).toEqual([]);
    expect(started.body.boosters.active).toEqual([
      { slot: 'GOLD', boosterId: gold.id, endsAt: t0 + 8 * HOUR },
    ]);
    expect((await p.activate(gold.id)).body.code).toBe('BOOSTER_NOT_IN_INBOX');

    await p.buy(gold.id);
    const busy = await p.activate(gold.id);
    expect(busy.status).toBe(400);
    expect(busy.body.code).toBe('BOOSTER_RUNNING');
    s.clock.advance(HOUR);
    const prolonged = await p.activate(gold.id, 'prolong');
    expect(prolonged.body.boosters.active).toEqual([
      { slot: 'GOLD', boosterId: gold.id, endsAt: t0 + 16 * HOUR },
    ]);

    await p.buy('booster_platinum');
    expect((await p.activate('booster_platinum', 'prolong')).body.code).toBe(
      'BOOSTER_PROLONG_OTHER',
    );
    const replaced = await p.activate('booster_platinum', 'replace');
    const t1 = s.clock();
    expect(replaced.body.boosters.active).toHaveLength(3);
    for (const a of replaced.body.boosters.active)
      expect(a).toMatchObject({ boosterId: 'booster_platinum', endsAt: t1 + 72 * HOUR });

    s.clock.advance(72 * HOUR);
    expect((await s.call(api.shops.boosters, { token: p.token })).body.active).toEqual([]);
  });

  it('a gold booster raises the gold a won battle pays', async () => {
    const p = await player({ mithril: 1000 });
    await p.buy('booster_gold');
    await p.activate('booster_gold');
    const before = (await s.call(api.player.current, { token: p.token })).body;
    const place = (await placesOf(s, p.token)).find((x) => x.guard !== null && x.coordinate <= 99)!;
    const start = await s.call(api.battle.placeAttack, {
      token: p.token,
      body: { placeId: place.id },
    });
    const end = await playOut(s, p.token, start.body);
    expect(end.battleState).toBe('COMPLETED');
    const done = await s.call(api.battle.complete, { token: p.token });
    const reward = done.body.status.winnerReward!;
    const bonus = done.body.status.battleBonus?.gold ?? 0;
    expect(done.body.status.chestBonus).toBeNull();
    expect(done.body.player.gold - before.gold).toBeCloseTo(
      reward.gold * BOOSTER_FACTOR.GOLD + bonus,
      6,
    );
  });
});

describe('the elixir and scroll setup', () => {
  it('opens at stair 25 and decides what every battle takes', async () => {
    const low = await player({});
    const locked = await s.call(api.shops.saveSetup, {
      token: low.token,
      body: { setup: [{ consumableId: 'potion_small', count: 1 }] },
    });
    expect(locked.body.code).toBe('STAIR_LOCKED');

    const p = await player({ best_victory_stair: 25 });
    await s.server.kernel.players.withPlayer(p.playerId, async (u) => {
      await u.bag.addConsumable('potion_small', 5);
      await u.bag.addConsumable('scroll_perun', 3);
    });
    const bad = await s.call(api.shops.saveSetup, {
      token: p.token,
      body: { setup: [{ consumableId: 'marker_waystone', count: 1 }] },
    });
    expect(bad.body.code).toBe('VALUE_INVALID');
    const saved = await s.call(api.shops.saveSetup, {
      token: p.token,
      body: { setup: [{ consumableId: 'potion_small', count: 2 }] },
    });
    expect(saved.body.setup).toEqual([{ consumableId: 'potion_small', count: 2 }]);
    expect((await s.call(api.shops.setup, { token: p.token })).body.setup).toEqual(
      saved.body.setup,
    );
    const place = (await placesOf(s, p.token)).find((x) => x.guard !== null && x.coordinate <= 99)!;
    const start = await s.call(api.battle.placeAttack, {
      token: p.token,
      body: { placeId: place.id },
    });
    expect(start.body.consumables).toEqual([{ consumableId: 'potion_small', count: 2 }]);
  });
});
