import { api } from '@heroroad/protocol';
import {
  gateOfStair,
  generatePlaces,
  stairEnd,
  stairOfCoordinate,
  type Place,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, placesOf, playOut } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const SEED = 424242;

/** The first place on the fixed test road matching `want`, searching up from stair 1. */
function findPlace(want: (p: Place) => boolean, maxStair = 60): Place {
  const found = generatePlaces({
    playerSeed: SEED,
    coordFrom: 0,
    coordTo: stairEnd(maxStair),
  }).find(want);
  if (!found) throw new Error('no such place on the test road');
  return found;
}

/** A guest on the test road, allowed to walk up to `stair`. */
async function walker(stair = 60) {
  const g = await guestWithHero(s);
  await s.testDb.db.kysely
    .updateTable('player')
    .set({ road_seed: SEED, max_coordinate: stairEnd(stair), level: 20 })
    .where('id', '=', g.playerId)
    .execute();
  return g;
}

async function beatGuards(token: string, placeId: number) {
  // Stair-1 guards are weak; a strong hero makes the test about the road, not luck.
  const start = await s.call(api.battle.placeAttack, { token, body: { placeId } });
  const end = await playOut(s, token, start.body);
  await s.call(api.battle.complete, { token });
  return end;
}

describe('places along the road', () => {
  it('are the same for the same player and coordinates, with tiles and reach', async () => {
    const g = await guestWithHero(s);
    const a = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: 0, coordTo: 99 },
    });
    const b = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: 0, coordTo: 99 },
    });
    expect(a.body).toEqual(b.body);
    expect(a.body.places.length).toBeGreaterThan(0);
    expect(new Set(a.body.places.map((p) => p.id)).size).toBe(a.body.places.length);
    expect(a.body.tiles[0]).toMatchObject({
      stair: 1,
      biome: expect.any(String),
      tint: expect.stringMatching(/^#/),
    });
    expect(a.body).toMatchObject({
      minCoordinate: 0,
      maxCoordinate: 99,
      controlType: 'DEFAULT',
      effect: null,
    });
    expect(a.body.educations).toContain('first_battle');
    // The gate closes stair 1 and is always guarded.
    const gate = a.body.places.find((p) => p.gate)!;
    expect(gate.coordinate).toBe(90);
    expect(gate.guard).not.toBeNull();
    // Nothing is shown beyond one stair past the walked road.
    const far = await s.call(api.road.ensure, {
      token: g.token,
      query: { coordFrom: 0, coordTo: 5000 },
    });
    expect(Math.max(...far.body.places.map((p) => p.coordinate))).toBeLessThanOrEqual(199);
  });

  it('differ from player to player', async () => {
    const a = await guestWithHero(s);
    const b = await guestWithHero(s);
    const pa = await placesOf(s, a.token, 0, 999);
    const pb = await placesOf(s, b.token, 0, 999);
    expect(pa.map((p) => p.id)).not.toEqual(pb.map((p) => p.id));
  });

  it('answer a session whose player an operator deleted as logged out', async () => {
    const g = await guestWithHero(s);
    const look = () =>
      s.call(api.road.ensure, { token: g.token, query: { coordFrom: 0, coordTo: 99 } });
    expect((await look()).status).toBe(200);
    // The session is still remembered by the instance; the look finds no player behind it.
    await s.testDb.db.kysely.deleteFrom('player').where('id', '=', g.playerId).execute();
    const after = await look();
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
  });
});

describe('special places', () => {
  it('point at the gate of the highest stair reached, then at full gainables nearby', async () => {
    const g = await walker(5);
    const r = await s.call(api.road.special, { token: g.token });
    expect(r.status).toBe(200);
    const gate = gateOfStair(SEED, stairOfCoordinate(stairEnd(5)));
    expect(r.body.places[0]).toMatchObject({ id: gate.id, placeType: gate.placeType });
    for (const p of r.body.places.slice(1)) expect(p.placeType).toBe('GAINABLE');
  });
});

describe('walking', () => {
  it('floors the coordinate, keeps it in reach and follows the stair', async () => {
    const g = await walker(3);
    const set = (coordinate: number, contextId?: number) =>
      s.call(api.road.coordinateSet, {
        token: g.token,
        body: { coordinate, ...(contextId === undefined ? {} : { contextId }) },
      });
    expect((await set(150.9)).body).toMatchObject({ coordinate: 150, stair: 2 });
    expect((await set(-40)).body).toMatchObject({ coordinate: 0, stair: 1 });
    expect((await set(1e7)).body).toMatchObject({ coordinate: stairEnd(3), stair: 3 });
    // A move sent for another road (a stale tab after a turn) is ignored.
    expect((await set(10, 7)).body.coordinate).toBe(stairEnd(3));
  });
});

describe('taking places', () => {
  it('needs the guards beaten first, then gives the gift once', async () => {
    const g = await walker();
    const place = findPlace(
      (p) => p.placeType === 'RESOURCE' && p.guard !== null && !p.gate && p.stair === 1,
    );
    const refused = await s.call(api.road.resourceTake, {
      token: g.token,
      params: { id: place.id },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.body).toEqual({
      code: 'PLACE_GUARDED',
      message: 'Это место охраняют: сначала победите стражу',
    });
    const end = await beatGuards(g.token, place.id);
    expect(end.winnerReward).not.toBeNull();
    const before = (await s.call(api.player.current, { token: g.token })).body;
    const taken = await s.call(api.road.resourceTake, { token: g.token, params: { id: place.id } });
    expect(taken.status).toBe(200);
    const gift = place.gift as { resource: string; amount: number };
    expect(taken.body.gained.resources).toEqual({ [gift.resource]: gift.amount });
    expect(taken.body.place.used).toBe(true);
    expect(taken.body.place.respawnAt).toBe(s.clock() + 6 * 3600 * 1000);
    if (gift.resource === 'GOLD')
      expect(taken.body.player.gold).toBeCloseTo(before.gold + gift.amount);
    expect(
      (await s.call(api.road.resourceTake, { token: g.token, params: { id: place.id } })).body.code,
    ).toBe('PLACE_USED');
  });

  it("takes place/attack as the spec's form body as well as JSON, and refuses a bad one", async () => {
    const g = await walker();
    const place = findPlace(
      (p) => p.placeType === 'RESOURCE' && p.guard !== null && !p.gate && p.stair === 1,
    );
    const form = (rawBody: string) =>
      s.call(api.battle.placeAttack, {
        token: g.token,
        rawBody,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const bad = await form('placeId=twelve');
    expect(bad.status).toBe(400);
    expect((await s.call(api.player.current, { token: g.token })).body.battleId).toBeNull();
    const started = await form(`placeId=${place.id}`);
    expect(started.status).toBe(200);
    const status = started.body as { battle: { placeId: number } };
    expect(status.battle.placeId).toBe(place.id);
    // Other calls still take JSON only.
    const refused = await s.call(api.battle.complete, {
      token: g.token,
      rawBody: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(415);
  });

  it('lets only one of two tabs take the same place', async () => {
    const g = await walker();
    const place = findPlace((p) => p.placeType === 'RESOURCE' && p.guard === null);
    const [a, b] = await Promise.all([
      s.call(api.road.resourceTake, { token: g.token, params: { id: place.id } }),
      s.call(api.road.resourceTake, { token: g.token, params: { id: place.id } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ledger = await s.testDb.db.kysely
      .selectFrom('place_state')
      .selectAll()
      .where('player_id', '=', g.playerId)
      .execute();
    expect(ledger.filter((r) => r.place_id === place.id)).toHaveLength(1);
  });

  it('brings a taken guarded resource back after six hours', async () => {
    const g = await walker();
    const place = findPlace(
      (p) => p.placeType === 'RESOURCE' && p.respawnSeconds !== null && p.stair === 1,
    );
    await beatGuards(g.token, place.id);
    await s.call(api.road.resourceTake, { token: g.token, params: { id: place.id } });
    s.clock.advance(6 * 3600 * 1000);
    const back = (await placesOf(s, g.token, place.coordinate, place.coordinate))[0]!;
    expect(back).toMatchObject({ used: false, creatureId: -1 });
    expect(back.guard).not.toBeNull();
  });

  it('puts artifacts and consumables in the backpack', async () => {
    const g = await walker();
    const cons = findPlace((p) => p.placeType === 'CONSUMABLE' && p.guard === null);
    const r = await s.call(api.road.take, { token: g.token, params: { id: cons.id }, body: {} });
    expect(r.status).toBe(200);
    const bag = await s.call(api.hero.backpack, { token: g.token });
    const gift = cons.gift as { consumableId: string; count: number };
    expect(bag.body.consumables).toContainEqual({
      consumableId: gift.consumableId,
      count: gift.count,
    });
  });

  it('refuses the wrong call for a place type and places beyond reach', async () => {
    const g = await walker(2);
    const talker = findPlace((p) => p.placeType === 'TALKER' && !('chapter' in p.gift));
    expect(
      (await s.call(api.road.resourceTake, { token: g.token, params: { id: talker.id } })).body
        .code,
    ).toBe('PLACE_WRONG_TYPE');
    const far = findPlace((p) => p.placeType === 'RESOURCE' && p.guard === null && p.stair > 3);
    expect(
      (await s.call(api.road.resourceTake, { token: g.token, params: { id: far.id } })).body.code,
    ).toBe('PLACE_OUT_OF_REACH');
    expect(
      (await s.call(api.road.resourceTake, { token: g.token, params: { id: 12345 } })).status,
    ).toBe(404);
  });

  it('lets a talker speak and a healing spring heal', async () => {
    const g = await walker();
    const talker = findPlace((p) => p.placeType === 'TALKER' && !('chapter' in p.gift));
    const said = await s.call(api.road.take, {
      token: g.token,
      params: { id: talker.id },
      body: {},
    });
    expect(said.body.gained).toMatchObject({
      talkerId: expect.any(String),
      line: expect.any(Number),
    });
    const spring = findPlace((p) => p.placeType === 'CUSTOM_PLACE' && p.guard === null);
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    await s.testDb.db.kysely
      .updateTable('creature')
      .set({ health_at: s.clock() })
      .where('id', '=', hero.id)
      .execute();
    const healed = await s.call(api.road.take, {
      token: g.token,
      params: { id: spring.id },
      body: {},
    });
    expect(healed.body.gained.healed).toBe(1);
  });

  it('collects a gainable, which then fills again with time', async () => {
    const g = await walker();
    const place = findPlace((p) => p.placeType === 'GAINABLE' && p.guard === null);
    const first = await s.call(api.road.gainableGain, { token: g.token, params: { id: place.id } });
    expect(first.status).toBe(200);
    expect(first.body.place.available).toBe(0);
    expect(
      (await s.call(api.road.gainableGain, { token: g.token, params: { id: place.id } })).body.code,
    ).toBe('PLACE_EMPTY');
    s.clock.advance(4 * 3600 * 1000);
    const again = await s.call(api.road.gainableGain, { token: g.token, params: { id: place.id } });
    expect(again.status).toBe(200);
    expect(Object.values(again.body.gained.resources)[0]).toBeCloseTo(
      (place.gift as { amount: number }).amount,
    );
  });

  it('teaches a hero with a rune and levels it with a stone of strength', async () => {
    const g = await walker();
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const stone = findPlace((p) => p.placeType === 'SKILL');
    const rune = findPlace((p) => p.placeType === 'RUNE');
    // Their keepers are elite; the fights are tested elsewhere, here they are already won.
    for (const p of [stone, rune]) {
      await s.testDb.db.kysely
        .insertInto('place_state')
        .values({
          player_id: g.playerId,
          place_id: p.id,
          used: 0,
          guard_beaten: 1,
          battle_lost: 0,
          taken_at: null,
          updated_at: s.clock(),
        })
        .execute();
    }
    const noHero = await s.call(api.road.skillTake, {
      token: g.token,
      params: { id: stone.id },
      query: { creatureId: 999999 },
    });
    expect(noHero.body.code).toBe('CREATURE_NOT_FOUND');
    const levelled = await s.call(api.road.skillTake, {
      token: g.token,
      params: { id: stone.id },
      query: { creatureId: hero.id },
    });
    expect(levelled.status).toBe(200);
    expect(levelled.body.gained.levels).toBe((stone.gift as { levels: number }).levels);
    expect(levelled.body.player.creatures[0]!.level).toBe(
      hero.level + levelled.body.gained.levels!,
    );
    const cls = (rune.gift as { warriorClass: string }).warriorClass;
    const taught = await s.call(api.road.take, {
      token: g.token,
      params: { id: rune.id },
      body: { creatureId: hero.id },
    });
    if (taught.status === 200) {
      expect(taught.body.player.creatures[0]!.forcesV2).toContainEqual({
        warriorClass: cls,
        level: 1,
      });
    } else {
      // A hero learns forces only up to its rank; the rune then stays where it lies.
      expect(taught.body.code).toBe('FORCE_LOCKED');
      expect((await placesOf(s, g.token, rune.coordinate, rune.coordinate))[0]!.used).toBe(false);
    }
  });
});

describe('side roads and portals', () => {
  it('turns onto a side road, shows its own places, and comes back', async () => {
    const g = await walker();
    const turn = findPlace((p) => p.placeType === 'TURN');
    await s.call(api.road.coordinateSet, { token: g.token, body: { coordinate: turn.coordinate } });
    const main = await placesOf(s, g.token, turn.coordinate - 100, turn.coordinate + 100);
    const on = await s.call(api.road.turnUse, { token: g.token, params: { id: turn.id } });
    expect(on.status).toBe(200);
    expect(on.body.contextId).not.toBe(0);
    const side = await placesOf(s, g.token, turn.coordinate - 100, turn.coordinate + 100);
    expect(side.map((p) => p.id)).not.toEqual(main.map((p) => p.id));
    const road = on.body.contextId;
    const wrong = await s.call(api.road.turnBack, { token: g.token, params: { id: road + 1 } });
    expect(wrong).toMatchObject({ status: 409, body: { code: 'SIDE_ROAD_LEFT' } });
    const back = await s.call(api.road.turnBack, { token: g.token, params: { id: road } });
    expect(back.body).toMatchObject({ contextId: 0, coordinate: turn.coordinate });
    expect(
      (await s.call(api.road.turnBack, { token: g.token, params: { id: road } })).body.code,
    ).toBe('NOT_ON_SIDE_ROAD');
  });

  it('carries the player through a portal to its target only', async () => {
    const g = await walker();
    const portal = findPlace((p) => p.placeType === 'PORTAL' && p.guard === null);
    const targets = await s.call(api.road.teleportGet, {
      token: g.token,
      params: { id: portal.id },
    });
    const target = targets.body.targets[0]!;
    expect(target.coordinate).toBeLessThan(portal.coordinate);
    expect(
      (
        await s.call(api.road.teleportUse, {
          token: g.token,
          params: { id: portal.id, target: target.coordinate + 1 },
        })
      ).body.code,
    ).toBe('TARGET_INVALID');
    const moved = await s.call(api.road.teleportUse, {
      token: g.token,
      params: { id: portal.id, target: target.coordinate },
    });
    expect(moved.body.coordinate).toBe(target.coordinate);
  });

  it('sets a story marker after its scene', async () => {
    const g = await walker();
    const scene = findPlace((p) => p.placeType === 'SCRIPT' && !('chapter' in p.gift));
    const marker = (scene.gift as { marker: string }).marker;
    expect(
      (
        await s.call(api.road.scenarioMarker, {
          token: g.token,
          body: { placeId: scene.id, marker: 'wrong' },
        })
      ).body.code,
    ).toBe('VALUE_INVALID');
    const r = await s.call(api.road.scenarioMarker, {
      token: g.token,
      body: { placeId: scene.id, marker },
    });
    expect(r.body.playerMarkers).toContainEqual({ playerMarker: marker });
  });
});
