import { api } from '@heroroad/protocol';
import {
  PORTAL_GOODS,
  SNOW_RETURN_SECONDS,
  discountedPrice,
  generatePlaces,
  portalDiscount,
  portalPrice,
  moscowDay,
  stairEnd,
  stairStart,
  worldOfContext,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, placesOf, setPlayer } from '../../test/game.js';
import { setGemsBought } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const SEED = 424242;

/** A guest with a hero standing at `stair` of the test road, walked up to stair 60. */
async function traveller(values: Record<string, number | null> = {}, stair = 30) {
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, {
    road_seed: SEED,
    max_coordinate: stairEnd(60),
    coordinate: stairStart(stair),
    stair,
    level: 20,
    ...values,
  });
  return g;
}

/** The SNOW_WORLD campaign taken: the player's own pass into the snow world. */
async function withPass(token: string) {
  const me = await s.call(api.player.current, { token });
  await setGemsBought(s, me.body.id, 700);
  const r = await s.call(api.campaigns.use, { token, params: { id: 'SNOW_WORLD' } });
  expect(r.status).toBe(200);
}

const ledger = (playerId: number, reason: string) =>
  s.testDb.db.kysely
    .selectFrom('ledger_operation')
    .select('reason')
    .where('player_id', '=', playerId)
    .where('reason', '=', reason)
    .execute();

describe('the snow world', () => {
  it('stays closed below its level, in the player language', async () => {
    const g = await traveller({ level: 5 });
    await withPass(g.token);
    const r = await s.call(api.worlds.snowEnter, {
      token: g.token,
      body: { difficulty: 'EASY' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('SNOW_WORLD_CLOSED');
    const state = await s.call(api.worlds.snowState, { token: g.token });
    expect(state.body.difficulties.map((d) => d.open)).toEqual([false, false, false, false]);
    expect(state.body).toMatchObject({ world: 'ROAD', stepsLeft: null, returnAt: 0 });
  });

  it('is its own snowy road; steps run out; the return opens six hours after the visit', async () => {
    const g = await traveller();
    await withPass(g.token);
    const start = stairStart(30);
    const main = await placesOf(s, g.token, start, start + 200);
    const entered = await s.call(api.worlds.snowEnter, {
      token: g.token,
      body: { difficulty: 'EASY' },
    });
    expect(entered.status).toBe(200);
    const world = worldOfContext(entered.body.contextId);
    expect(world).toMatchObject({ kind: 'SNOW', difficulty: 'EASY', level: 30 });
    const ensure = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: start, coordTo: start + 200 },
    });
    expect(ensure.body.tiles.every((t) => t.biome === 'snow')).toBe(true);
    expect(ensure.body.places.map((p) => p.id)).not.toEqual(main.map((p) => p.id));
    expect(ensure.body.places.every((p) => !p.gate)).toBe(true);
    expect((await s.call(api.worlds.snowState, { token: g.token })).body).toMatchObject({
      world: 'SNOW',
      difficulty: 'EASY',
      stepsLeft: 15,
      visits: 1,
    });

    // A place away from the squad must be walked to first.
    const far = ensure.body.places.find((p) => p.coordinate > start + 60)!;
    const tooFar = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: far.id },
    });
    expect(tooFar.body.code).toBe('PLACE_TOO_FAR');

    // Fifteen steps of twenty road units: a long walk stops where they end.
    const walked = await s.call(api.road.coordinateSet, {
      token: g.token,
      body: { coordinate: start + 1000, contextId: entered.body.contextId },
    });
    expect(walked.body.coordinate).toBe(start + 300);
    const stuck = await s.call(api.road.coordinateSet, {
      token: g.token,
      body: { coordinate: start + 320, contextId: entered.body.contextId },
    });
    expect(stuck.body.coordinate).toBe(start + 300);
    expect((await s.call(api.worlds.snowState, { token: g.token })).body.stepsLeft).toBe(0);
    const marker = await s.call(api.road.roadConsumable, {
      token: g.token,
      params: { consumableId: 'marker_rune' },
    });
    expect(marker.body.code).toBe('ALREADY_IN_WORLD');

    const back = await s.call(api.road.turnBack, {
      token: g.token,
      params: { id: entered.body.contextId },
    });
    expect(back.body).toMatchObject({ contextId: 0, coordinate: start });
    const left = s.clock();
    const again = await s.call(api.worlds.snowEnter, {
      token: g.token,
      body: { difficulty: 'EASY' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SNOW_WORLD_RESTING');
    expect((await s.call(api.worlds.snowState, { token: g.token })).body.returnAt).toBe(
      left + SNOW_RETURN_SECONDS * 1000,
    );
    s.clock.advance(SNOW_RETURN_SECONDS * 1000 - 1);
    expect(
      (await s.call(api.worlds.snowEnter, { token: g.token, body: { difficulty: 'STANDARD' } }))
        .body.code,
    ).toBe('SNOW_WORLD_RESTING');
    s.clock.advance(1);
    const next = await s.call(api.worlds.snowEnter, {
      token: g.token,
      body: { difficulty: 'STANDARD' },
    });
    expect(next.status).toBe(200);
    // A fresh visit: other places than the first one's.
    expect(next.body.contextId).not.toBe(entered.body.contextId);
    expect((await s.call(api.worlds.snowState, { token: g.token })).body.stepsLeft).toBe(12);
  });
});

/** The first portal of the test road from stair 20. */
const portal = generatePlaces({
  playerSeed: SEED,
  coordFrom: stairStart(20),
  coordTo: stairEnd(60),
}).find((p) => p.placeType === 'PORTAL')!;

describe('portals', () => {
  it('tell their price and the day discount, and open the realm for gold once', async () => {
    const g = await traveller({ gold: 100_000 });
    const price = portalPrice(portal.stair);
    const offer = await s.call(api.worlds.portalOffer, { token: g.token });
    const percent = portalDiscount(g.playerId, moscowDay(s.clock()));
    expect(offer.body).toMatchObject({ percent, chosen: false, used: false });
    const info = await s.call(api.worlds.portalInfo, {
      token: g.token,
      params: { id: portal.id },
    });
    expect(info.body).toMatchObject({ placeId: portal.id, price, discountedPrice: null });
    expect(info.body.teleportStair).toBeLessThan(portal.stair);

    const early = await s.call(api.worlds.portalUse, {
      token: g.token,
      params: { id: portal.id },
      query: { discount: true },
    });
    expect(early.body.code).toBe('PORTAL_DISCOUNT_NOT_CHOSEN');
    const chosen = await s.call(api.worlds.portalDiscountChosen, { token: g.token });
    expect(chosen.body).toMatchObject({ chosen: true, used: false });
    const cheaper = discountedPrice(price, percent);
    expect(
      (await s.call(api.worlds.portalInfo, { token: g.token, params: { id: portal.id } })).body
        .discountedPrice,
    ).toBe(cheaper);

    const used = await s.call(api.worlds.portalUse, {
      token: g.token,
      params: { id: portal.id },
      query: { discount: true },
    });
    expect(used.status).toBe(200);
    expect(used.body.gold).toBe(100_000 - cheaper);
    expect(used.body.coordinate).toBe(portal.coordinate);
    expect(worldOfContext(used.body.contextId)).toMatchObject({
      kind: 'REALM',
      level: portal.stair,
    });
    const realm = await placesOf(s, g.token, portal.coordinate - 100, portal.coordinate + 100);
    expect(realm.length).toBeGreaterThan(0);
    expect(realm.every((p) => p.guard !== null)).toBe(true);
    expect((await s.call(api.worlds.snowState, { token: g.token })).body).toMatchObject({
      world: 'REALM',
      stepsLeft: 10,
    });
    const twice = await s.call(api.worlds.portalUse, {
      token: g.token,
      params: { id: portal.id },
    });
    expect(twice.body.code).toBe('ALREADY_IN_WORLD');
    await s.call(api.road.turnBack, { token: g.token, params: { id: used.body.contextId } });

    const spent = await s.call(api.worlds.portalUse, {
      token: g.token,
      params: { id: portal.id },
      query: { discount: true },
    });
    expect(spent.body.code).toBe('PORTAL_DISCOUNT_USED');
    expect(await ledger(g.playerId, 'portal')).toHaveLength(1);
    // The realm does not wait six hours: a paid portal opens again at once.
    const full = await s.call(api.worlds.portalUse, {
      token: g.token,
      params: { id: portal.id },
    });
    expect(full.body.gold).toBe(100_000 - cheaper - price);
  });

  it('refuses a portal the player cannot pay for, writing nothing', async () => {
    const g = await traveller({ gold: 1 });
    const r = await s.call(api.worlds.portalUse, { token: g.token, params: { id: portal.id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBeTruthy();
    const after = await s.call(api.player.current, { token: g.token });
    expect(after.body).toMatchObject({ contextId: 0, gold: 1 });
    expect(await ledger(g.playerId, 'portal')).toEqual([]);
    const notPortal = generatePlaces({ playerSeed: SEED, coordFrom: 0, coordTo: 400 }).find(
      (p) => p.placeType !== 'PORTAL',
    )!;
    const wrong = await s.call(api.worlds.portalInfo, {
      token: g.token,
      params: { id: notPortal.id },
    });
    expect(wrong.body.code).toBe('PLACE_WRONG_TYPE');
  });
});

describe('the portal shop', () => {
  const frost = PORTAL_GOODS.find((g) => g.id === 'portal_frost')!;

  it('sells for caviar and says "Недостаточно икры" when short, writing nothing', async () => {
    const ru = await s.trial('RU');
    await setPlayer(s, ru.playerId, { caviar: 2 * frost.price + 1 });
    const shop = await s.call(api.worlds.portalShop, { token: ru.token });
    expect(shop.body).toMatchObject({ caviar: 2 * frost.price + 1 });
    expect(shop.body.goods).toHaveLength(PORTAL_GOODS.length);
    const bought = await s.call(api.worlds.portalBuy, {
      token: ru.token,
      body: { goodId: frost.id, lots: 2 },
    });
    expect(bought.status).toBe(200);
    const bag = await s.server.kernel.players.view(ru.playerId).bag.consumables();
    expect(bag.find((c) => c.consumableId === frost.consumableId)?.count).toBe(2 * frost.count);
    const short = await s.call(api.worlds.portalBuy, {
      token: ru.token,
      body: { goodId: frost.id, lots: 1 },
    });
    expect(short.body).toEqual({ code: 'NOT_ENOUGH_CAVIAR', message: 'Недостаточно икры' });
    expect(await ledger(ru.playerId, `portal-shop:${frost.id}`)).toHaveLength(1);
    const unknown = await s.call(api.worlds.portalBuy, {
      token: ru.token,
      body: { goodId: 'none', lots: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});
