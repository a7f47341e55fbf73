import { api } from '@heroroad/protocol';
import { heroLevelCap, heroLevelCost } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer as setGamePlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const setPlayer = (id: number, values: Record<string, number | null>) =>
  setGamePlayer(s, id, values);

describe('character selection', () => {
  it('gives the first hero once, into the squad', async () => {
    const g = await s.trial();
    const r = await s.call(api.hero.choose, { token: g.token, body: { heroId: 'hero_velimir' } });
    expect(r.status).toBe(200);
    expect(r.body.creatures).toHaveLength(1);
    expect(r.body.creatures[0]).toMatchObject({
      identifier: 'hero_velimir',
      combative: true,
      level: 1,
      order: 0,
    });
    expect(r.body.creatures[0]!.name).toBe('Волхв Велимир');
    expect(r.body.battleStair).toBeGreaterThanOrEqual(0);
    const again = await s.call(api.hero.choose, {
      token: g.token,
      body: { heroId: 'hero_dobrynya' },
    });
    expect(again.body.code).toBe('HERO_ALREADY_CHOSEN');
    const other = await s.trial();
    expect(
      (await s.call(api.hero.choose, { token: other.token, body: { heroId: 'hero_svyatogor' } }))
        .body.code,
    ).toBe('VALUE_INVALID');
  });
});

describe('the hero shop and levels', () => {
  it('sells a hero for gold into a free squad slot, and refuses a second copy', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 1000, level: 4 });
    const r = await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_alyosha' } });
    expect(r.status).toBe(200);
    expect(r.body.gold).toBe(600);
    expect(r.body.creatures.map((c) => [c.identifier, c.combative])).toEqual([
      ['hero_dobrynya', true],
      ['hero_alyosha', true],
    ]);
    expect(
      (await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_alyosha' } })).body.code,
    ).toBe('HERO_ALREADY_OWNED');
    expect(
      (await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_svyatogor' } })).body
        .code,
    ).toBe('STAIR_LOCKED');
  });

  it('refuses a purchase it cannot pay, changing nothing', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 10 });
    const r = await s.call(api.hero.buy, {
      token: g.token,
      body: { heroId: 'hero_alyosha' },
      headers: { 'accept-language': 'en' },
    });
    expect(r.body.code).toBe('NOT_ENOUGH_RESOURCES');
    const me = (await s.call(api.player.current, { token: g.token })).body;
    expect(me.gold).toBe(10);
    expect(me.creatures).toHaveLength(1);
  });

  it('levels one hero or the whole squad for gold', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 100 });
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const one = await s.call(api.hero.levelUp, { token: g.token, params: { id: hero.id } });
    expect(one.body.creatures[0]!.level).toBe(2);
    expect(one.body.gold).toBeCloseTo(100 - heroLevelCost(1));
    const attackBefore = hero.skills.find((k) => k.skillType === 'ATTACK')!.valueTotal;
    expect(
      one.body.creatures[0]!.skills.find((k) => k.skillType === 'ATTACK')!.valueTotal,
    ).toBeGreaterThan(attackBefore);
    const group = await s.call(api.hero.groupLevelUp, { token: g.token });
    expect(group.body.creatures[0]!.level).toBe(3);
    await setPlayer(g.playerId, { gold: 0 });
    const broke = await s.call(api.hero.groupLevelUp, { token: g.token });
    expect(broke.body.code, JSON.stringify(broke.body).slice(0, 200)).toBe('NOT_ENOUGH_RESOURCES');
  });

  it('keeps hero levels under the cap of the player level', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 1e9 });
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    let last = 200;
    for (let i = 0; i < heroLevelCap(1) + 2 && last === 200; i++)
      last = (await s.call(api.hero.levelUp, { token: g.token, params: { id: hero.id } })).status;
    expect(
      (await s.call(api.hero.levelUp, { token: g.token, params: { id: hero.id } })).body.code,
    ).toBe('HERO_MAX_LEVEL');
    expect((await s.call(api.player.current, { token: g.token })).body.creatures[0]!.level).toBe(
      heroLevelCap(1),
    );
    // The whole squad at the cap: the answer names the cap, not the gold (which is plenty).
    const group = await s.call(api.hero.groupLevelUp, { token: g.token });
    expect(group.status).toBe(400);
    expect(group.body.code).toBe('SQUAD_MAX_LEVEL');
    // Nor does the road keep saying there is gold for a level.
    const road = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: 0, coordTo: 99 },
    });
    expect(road.body.educations).not.toContain('level_up');
  });
});

describe('the squad', () => {
  it('moves creatures in the order, ignoring equal or out-of-range indices', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 5000, level: 7 });
    await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_alyosha' } });
    await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_marfa' } });
    const order = async () =>
      (await s.call(api.player.current, { token: g.token })).body.creatures.map(
        (c) => c.identifier,
      );
    expect(await order()).toEqual(['hero_dobrynya', 'hero_alyosha', 'hero_marfa']);
    await s.call(api.hero.orderMove, { token: g.token, body: { from: 2, to: 0 } });
    expect(await order()).toEqual(['hero_marfa', 'hero_dobrynya', 'hero_alyosha']);
    for (const [from, to] of [
      [1, 1],
      [-1, 0],
      [0, 3],
      [5, 9],
    ]) {
      const r = await s.call(api.hero.orderMove, {
        token: g.token,
        body: { from: from!, to: to! },
      });
      expect(r.status).toBe(200);
    }
    expect(await order()).toEqual(['hero_marfa', 'hero_dobrynya', 'hero_alyosha']);
  });

  it('holds as many heroes as the player level allows, and at least one', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 5000, level: 1 });
    const bought = await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_alyosha' } });
    await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_marfa' } });
    await s.call(api.hero.buy, { token: g.token, body: { heroId: 'hero_halfdan' } });
    const list = (await s.call(api.player.current, { token: g.token })).body.creatures;
    // Three slots at the first level: the fourth hero waits in the reserve.
    expect(list.filter((c) => c.combative)).toHaveLength(3);
    const reserve = list.find((c) => !c.combative)!;
    expect(
      (
        await s.call(api.hero.squad, {
          token: g.token,
          params: { id: reserve.id },
          body: { combative: true },
        })
      ).body.code,
    ).toBe('SQUAD_FULL');
    const first = bought.body.creatures[0]!;
    for (const c of list.filter((x) => x.combative && x.id !== first.id)) {
      await s.call(api.hero.squad, {
        token: g.token,
        params: { id: c.id },
        body: { combative: false },
      });
    }
    expect(
      (
        await s.call(api.hero.squad, {
          token: g.token,
          params: { id: first.id },
          body: { combative: false },
        })
      ).body.code,
    ).toBe('SQUAD_LAST_HERO');
  });

  it("shows one creature with its details, and only the player's own", async () => {
    const g = await guestWithHero(s);
    const other = await guestWithHero(s);
    const mine = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const r = await s.call(api.hero.creature, { token: g.token, params: { id: mine.id } });
    expect(r.body).toMatchObject({ id: mine.id, slotsCount: 2, artifacts: [], forcesV2: [] });
    expect(r.body.skills.map((k) => k.skillType).sort()).toEqual(['ATTACK', 'DEFENCE', 'HEALTH']);
    expect(
      (await s.call(api.hero.creature, { token: other.token, params: { id: mine.id } })).status,
    ).toBe(404);
  });
});

describe('health', () => {
  it('regenerates with time and can be restored for gold or emeralds', async () => {
    const g = await guestWithHero(s);
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const data = JSON.parse(
      (
        await s.testDb.db.kysely
          .selectFrom('creature')
          .select('data')
          .where('id', '=', hero.id)
          .executeTakeFirstOrThrow()
      ).data,
    );
    data.skills = data.skills.map((k: { skillType: string; valueTotal: number }) =>
      k.skillType === 'HEALTH' ? { ...k, valueCurrent: 0 } : k,
    );
    await s.testDb.db.kysely
      .updateTable('creature')
      .set({ data: JSON.stringify(data), health_at: s.clock() })
      .where('id', '=', hero.id)
      .execute();
    const opts = await s.call(api.road.healthOptions, { token: g.token });
    expect(opts.body[0]).toMatchObject({ creatureId: hero.id, missingShare: 1, emeralds: 1 });
    s.clock.advance((opts.body[0]!.waitSeconds * 1000) / 2);
    const half = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const hp = half.skills.find((k) => k.skillType === 'HEALTH')!;
    expect(hp.valueCurrent / hp.valueTotal).toBeCloseTo(0.5, 1);
    await setPlayer(g.playerId, { mithril: 0, gold: 0 });
    expect(
      (
        await s.call(api.road.healthRestore, {
          token: g.token,
          params: { id: hero.id },
          body: { currency: 'MITHRIL' },
        })
      ).body.code,
    ).toBe('NOT_ENOUGH_GEMS');
    await setPlayer(g.playerId, { mithril: 5 });
    const restored = await s.call(api.road.healthRestore, {
      token: g.token,
      params: { id: hero.id },
      body: { currency: 'MITHRIL' },
    });
    expect(restored.body.mithril).toBe(4);
    const full = restored.body.creatures[0]!.skills.find((k) => k.skillType === 'HEALTH')!;
    expect(full.valueCurrent).toBe(full.valueTotal);
    const ledger = await s.testDb.db.kysely
      .selectFrom('currency_ledger')
      .selectAll()
      .where('player_id', '=', g.playerId)
      .execute();
    expect(ledger).toMatchObject([
      { currency: 'MITHRIL', delta: -1, balance_after: 4, reason: 'restore' },
    ]);
    expect(
      (await s.call(api.road.healthRestore, { token: g.token, params: { id: hero.id }, body: {} }))
        .body.code,
    ).toBe('FULLY_HEALTHY');
  });
});
