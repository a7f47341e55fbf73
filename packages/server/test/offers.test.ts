import { api, type PlayerDto } from '@heroroad/protocol';
import {
  ARTIFACT_SLOT_GEMS_PER_SLOT,
  FORCES,
  forceSlotOffer,
  SLOT_OFFER_COOLDOWN_HOURS,
  SLOT_OFFER_HOURS,
  SQUAD_SLOT_GEMS,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const HOUR = 3_600_000;
const [A, B, C] = FORCES.map((f) => f.warriorClass);

async function player(values: Record<string, number>) {
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, values);
  const me = async () => (await s.call(api.player.current, { token: g.token })).body;
  const hero = (await me()).creatures[0]!;
  const take = (id: number) =>
    s.call(api.progression.takeSlotOffer, { token: g.token, params: { id } });
  return { ...g, me, hero, take };
}

const offerOf = (p: PlayerDto, kind: string) => p.offers.find((o) => o.offerType === kind);

async function artifact(playerId: number) {
  const row = await s.testDb.db.kysely
    .insertInto('artifact_item')
    .values({
      player_id: playerId,
      artifact_id: 'art_kladenets',
      level: 3,
      creature_id: null,
      created_at: s.clock(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('free-slot offers', () => {
  it('offer a half-price hammer when an upgrade takes the last place, once, for a day', async () => {
    const p = await player({ elixir: 100, mithril: 200 });
    const up = (warriorClass: string) =>
      s.call(api.progression.upgradeForce, {
        token: p.token,
        params: { id: p.hero.id },
        body: { warriorClass },
      });
    await up(A!);
    expect(offerOf(await p.me(), 'FORCE_SLOT')).toBeUndefined();
    const second = await up(B!);
    const offer = offerOf(second.body.player, 'FORCE_SLOT')!;
    expect(offer).toMatchObject({ price: forceSlotOffer(0), viewed: false, creatureId: null });
    expect(offer.expiresAt).toBe(s.clock() + SLOT_OFFER_HOURS * HOUR);
    expect((await up(C!)).body.code).toBe('FORCE_UPGRADES_BUSY');

    const [first, again] = await Promise.all([p.take(offer.id), p.take(offer.id)]);
    expect([first.status, again.status].sort()).toEqual([200, 409]);
    const after = await p.me();
    expect(after.mithril).toBe(200 - forceSlotOffer(0)!);
    expect(offerOf(after, 'FORCE_SLOT')).toBeUndefined();
    const third = await up(C!);
    expect(third.status).toBe(200);
    expect(third.body.forces.hammerDto).toEqual({ current: 0, max: 3 });
    // Filling the places again within the cooldown offers nothing new.
    expect(offerOf(third.body.player, 'FORCE_SLOT')).toBeUndefined();
  });

  it("open a hero's next artifact slot when its slots fill, and say so when emeralds are short", async () => {
    const p = await player({ mithril: 10 });
    const equip = async () =>
      s.call(api.hero.equip, {
        token: p.token,
        params: { id: p.hero.id },
        body: { itemId: await artifact(p.playerId) },
      });
    await equip();
    const full = await equip();
    const offer = offerOf(full.body.player, 'ARTIFACT_SLOT')!;
    expect(offer).toMatchObject({ creatureId: p.hero.id, price: 2 * ARTIFACT_SLOT_GEMS_PER_SLOT });
    expect((await equip()).body.message).toBe('Нет места для артефакта');

    const short = await p.take(offer.id);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Недостаточно изумрудов');
    expect((await p.me()).creatures[0]!.slotsCount).toBe(2);

    await setPlayer(s, p.playerId, { mithril: 100 });
    const taken = await p.take(offer.id);
    expect(taken.status).toBe(200);
    expect(taken.body.mithril).toBe(100 - offer.price!);
    expect(taken.body.creatures[0]!.slotsCount).toBe(3);
    expect((await equip()).status).toBe(200);
  });

  it('open a squad slot ahead of the level when a bought hero must wait in the reserve', async () => {
    const p = await player({ gold: 1_000_000, mithril: 100 });
    const buy = (heroId: string) => s.call(api.hero.buy, { token: p.token, body: { heroId } });
    // Three slots from the first level: the third hero bought still fights, the fourth waits.
    expect((await buy('hero_velimir')).body.squadSlots).toBe(3);
    await buy('hero_halfdan');
    const reserve = await buy('hero_alyosha');
    const offer = offerOf(reserve.body, 'SQUAD_SLOT')!;
    expect(offer.price).toBe(SQUAD_SLOT_GEMS);
    const waiting = reserve.body.creatures.find((c) => !c.combative)!;
    const setIn = () =>
      s.call(api.hero.squad, {
        token: p.token,
        params: { id: waiting.id },
        body: { combative: true },
      });
    expect((await setIn()).body.code).toBe('SQUAD_FULL');
    const taken = await p.take(offer.id);
    expect(taken.body).toMatchObject({ squadSlots: 4, mithril: 100 - SQUAD_SLOT_GEMS });
    expect((await setIn()).status).toBe(200);
  });

  it('let an offer lapse after its day, and make a new one only after the cooldown', async () => {
    const p = await player({ gold: 1_000_000, mithril: 100 });
    const buy = (heroId: string) => s.call(api.hero.buy, { token: p.token, body: { heroId } });
    await buy('hero_velimir');
    await buy('hero_halfdan');
    const offer = offerOf((await buy('hero_alyosha')).body, 'SQUAD_SLOT')!;
    s.clock.advance(SLOT_OFFER_HOURS * HOUR);
    expect(offerOf(await p.me(), 'SQUAD_SLOT')).toBeUndefined();
    const late = await p.take(offer.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Это предложение больше не действует');
    expect((await p.me()).mithril).toBe(100);
    expect(offerOf((await buy('hero_marfa')).body, 'SQUAD_SLOT')).toBeUndefined();
    s.clock.advance((SLOT_OFFER_COOLDOWN_HOURS - SLOT_OFFER_HOURS) * HOUR);
    expect(offerOf((await buy('hero_sigrlinn')).body, 'SQUAD_SLOT')).toBeDefined();
  });

  it("refuse another player's offer", async () => {
    const a = await player({ elixir: 100 });
    const b = await player({ mithril: 500 });
    for (const cls of [A!, B!])
      await s.call(api.progression.upgradeForce, {
        token: a.token,
        params: { id: a.hero.id },
        body: { warriorClass: cls },
      });
    const offer = offerOf(await a.me(), 'FORCE_SLOT')!;
    expect((await b.take(offer.id)).status).toBe(404);
    expect((await b.me()).mithril).toBe(500);
  });
});
