import { api } from '@heroroad/protocol';
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

describe('artifacts and consumables', () => {
  it('equips an artifact from the backpack and takes it off again', async () => {
    const g = await guestWithHero(s);
    const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
    const item = await s.testDb.db.kysely
      .insertInto('artifact_item')
      .values({
        player_id: g.playerId,
        artifact_id: 'art_kladenets',
        level: 3,
        creature_id: null,
        created_at: s.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const on = await s.call(api.hero.equip, {
      token: g.token,
      params: { id: hero.id },
      body: { itemId: item.id },
    });
    expect(on.status).toBe(200);
    expect(on.body.backpack.artifacts).toEqual([]);
    expect(on.body.player.creatures[0]!.artifacts.map((a) => a.id)).toEqual([item.id]);
    expect(
      (
        await s.call(api.hero.equip, {
          token: g.token,
          params: { id: hero.id },
          body: { itemId: item.id },
        })
      ).body.code,
    ).toBe('ARTIFACT_NOT_IN_BACKPACK');
    const off = await s.call(api.hero.unequip, {
      token: g.token,
      params: { id: hero.id, itemId: item.id },
    });
    expect(off.body.backpack.artifacts.map((a) => a.id)).toEqual([item.id]);
    expect(off.body.player.creatures[0]!.artifacts).toEqual([]);
  });

  it('sells consumables for gold and spends one per use in battle', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 1000 });
    const bought = await s.call(api.hero.buyConsumable, {
      token: g.token,
      body: { consumableId: 'potion_small', count: 2 },
    });
    expect(bought.body.backpack.consumables).toEqual([{ consumableId: 'potion_small', count: 2 }]);
    expect(bought.body.player.gold).toBeLessThan(1000);
    expect(
      (
        await s.call(api.hero.buyConsumable, {
          token: g.token,
          body: { consumableId: 'ward_egg', count: 1 },
        })
      ).body.code,
    ).toBe('STAIR_LOCKED');
    const place = (
      await s.call(api.road.ensure, { token: g.token, query: { coordFrom: 0, coordTo: 99 } })
    ).body.places.find((p) => p.guard)!;
    const start = await s.call(api.battle.placeAttack, {
      token: g.token,
      body: { placeId: place.id },
    });
    expect(start.body.consumables).toEqual([{ consumableId: 'potion_small', count: 2 }]);
    const hero = start.body.battle.creatures.find((c) => c.team === 0)!;
    expect(
      (
        await s.call(api.battle.useConsumable, {
          token: g.token,
          body: { id: 'potion_small', targetCreatureId: hero.id },
        })
      ).body.code,
    ).toBe('FULLY_HEALTHY');
    // Plain blows until the hero is hurt (a foe may raise a shield wall or poison first), and
    // the potion has something to heal.
    const foe = start.body.battle.creatures.find((c) => c.team === 1)!;
    for (let i = 0; i < 5; i++) {
      const r = await s.call(api.battle.hit, {
        token: g.token,
        body: { attackerId: hero.id, defenderId: foe.id },
      });
      const me = r.body.battle.creatures.find((c) => c.id === hero.id)!;
      if (me.health < me.maxHealth || r.body.battleState !== 'IN_PROGRESS') break;
    }
    const used = await s.call(api.battle.useConsumable, {
      token: g.token,
      body: { id: 'potion_small', targetCreatureId: hero.id },
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.consumables).toEqual([{ consumableId: 'potion_small', count: 1 }]);
    expect((await s.call(api.hero.backpack, { token: g.token })).body.consumables).toEqual([
      { consumableId: 'potion_small', count: 1 },
    ]);
    expect(
      (
        await s.call(api.battle.useConsumable, {
          token: g.token,
          body: { id: 'potion_small', targetCreatureId: hero.id },
        })
      ).body.code,
    ).toBe('CONSUMABLE_ALREADY_USED');
  });

  it('marks the road with a Waystone and carries the player back with the next', async () => {
    const g = await guestWithHero(s);
    await setPlayer(g.playerId, { gold: 1000, max_coordinate: 299 });
    await s.call(api.hero.buyConsumable, {
      token: g.token,
      body: { consumableId: 'marker_waystone', count: 2 },
    });
    await s.call(api.road.coordinateSet, { token: g.token, body: { coordinate: 120 } });
    await s.call(api.road.roadConsumable, {
      token: g.token,
      params: { consumableId: 'marker_waystone' },
    });
    await s.call(api.road.coordinateSet, { token: g.token, body: { coordinate: 280 } });
    const back = await s.call(api.road.roadConsumable, {
      token: g.token,
      params: { consumableId: 'marker_waystone' },
    });
    expect(back.body).toMatchObject({ coordinate: 120, stair: 2 });
    expect(
      (
        await s.call(api.road.roadConsumable, {
          token: g.token,
          params: { consumableId: 'marker_waystone' },
        })
      ).body.code,
    ).toBe('CONSUMABLE_MISSING');
  });
});

describe('markers, offers and the daily reward', () => {
  it('adds, lists and removes story markers', async () => {
    const g = await guestWithHero(s);
    await s.call(api.road.markerAdd, { token: g.token, body: { marker: 'been_in_gw' } });
    const all = await s.call(api.road.markerAddAll, {
      token: g.token,
      body: { markers: ['been_in_dark', 'been_in_gw'] },
    });
    expect(all.body.playerMarkers).toHaveLength(2);
    expect(all.body.playerMarkers).toEqual(
      expect.arrayContaining([{ playerMarker: 'been_in_gw' }, { playerMarker: 'been_in_dark' }]),
    );
    expect(
      (await s.call(api.road.markerAdd, { token: g.token, body: { marker: 'Bad Marker!' } })).body
        .code,
    ).toBe('VALUE_INVALID');
    const removed = await s.call(api.road.markerRemove, {
      token: g.token,
      body: { marker: 'been_in_gw' },
    });
    expect(removed.body.playerMarkers).toEqual([{ playerMarker: 'been_in_dark' }]);
  });

  it("marks only the player's own offers seen", async () => {
    const g = await guestWithHero(s);
    const other = await guestWithHero(s);
    const offer = await s.testDb.db.kysely
      .insertInto('offer')
      .values({
        player_id: g.playerId,
        offer_type: 'HERO',
        viewed: 0,
        expires_at: null,
        created_at: s.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await s.call(api.road.offerSeen, { token: other.token, body: { id: offer.id } })).status,
    ).toBe(404);
    const seen = await s.call(api.road.offerSeen, { token: g.token, body: { id: offer.id } });
    expect(seen.body.offers).toEqual([
      {
        id: offer.id,
        offerType: 'HERO',
        viewed: true,
        expiresAt: null,
        creatureId: null,
        price: null,
      },
    ]);
  });

  it('pays the daily reward once per Moscow day', async () => {
    const g = await guestWithHero(s);
    const first = await s.call(api.road.everydayReward, { token: g.token });
    expect(first.status).toBe(200);
    expect(first.body.gained.resources.GOLD).toBeGreaterThan(0);
    expect(first.body.nextAt).toBeGreaterThan(s.clock());
    expect((await s.call(api.road.everydayReward, { token: g.token })).body.code).toBe(
      'EVERYDAY_TAKEN',
    );
    s.clock.set(first.body.nextAt);
    expect((await s.call(api.road.everydayReward, { token: g.token })).status).toBe(200);
  });
});
