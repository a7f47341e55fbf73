import { api } from '@heroroad/protocol';
import {
  SNOW_DIFFICULTY_DEFS,
  SNOW_RETURN_SECONDS,
  discountedPrice,
  generatePlaces,
  moscowDay,
  portalDiscount,
  portalPrice,
  stairEnd,
  stairStart,
} from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { setGemsBought } from '../books.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, DAY, HOUR, MINUTE } from './instants.js';
import { playerAt } from './returning.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.beforeMoscowMidnight) });
});
afterAll(() => s.close());

const SEED = 424242;
const portal = generatePlaces({ playerSeed: SEED, coordFrom: stairStart(20), coordTo: stairEnd(60) }).find((p) => p.placeType === 'PORTAL')!; // prettier-ignore

/** A registered player made at `at` with a hero, standing at stair 30 of a known road. */
async function traveller(at: number) {
  const p = await playerAt(s, at);
  await s.call(api.hero.choose, { token: p.token, body: { heroId: 'hero_dobrynya' } });
  await setPlayer(s, p.playerId, { road_seed: SEED, max_coordinate: stairEnd(60), coordinate: stairStart(30), stair: 30, level: 20, gold: 1e9 }); // prettier-ignore
  let token = p.token;
  const call = <E extends Parameters<TestServer['call']>[0]>(e: E, o: Parameters<TestServer['call']>[1] = {}) =>
    s.call(e, { ...o, token }); // prettier-ignore
  const comeBack = async (after: number) => {
    token = await p.comeBack(after);
  };
  return { ...p, call, comeBack };
}

describe("the portal's daily discount by the Moscow day", () => {
  it('is drawn anew at Moscow midnight, not at UTC midnight, and spent once a day', async () => {
    const p = await traveller(AT.beforeMoscowMidnight);
    const offer = async () => (await p.call(api.worlds.portalOffer)).body;
    const use = (discount: boolean) =>
      p.call(api.worlds.portalUse, { params: { id: portal.id }, query: { discount } });
    const back = async (contextId: number) =>
      p.call(api.road.turnBack, { params: { id: contextId } });
    const today = moscowDay(AT.beforeMoscowMidnight);
    expect(await offer()).toEqual({ percent: portalDiscount(p.playerId, today), chosen: false, used: false, endsAt: AT.moscowMidnight }); // prettier-ignore
    await p.call(api.worlds.portalDiscountChosen);
    const gold = (await p.call(api.player.current)).body.gold;
    const used = await use(true);
    expect(used.body.gold).toBe(gold - discountedPrice(portalPrice(portal.stair), portalDiscount(p.playerId, today))); // prettier-ignore
    await back(used.body.contextId);
    expect((await use(true)).body.code).toBe('PORTAL_DISCOUNT_USED');

    s.clock.set(AT.moscowMidnight);
    expect(await offer()).toEqual({ percent: portalDiscount(p.playerId, today + 1), chosen: false, used: false, endsAt: AT.moscowMidnight + DAY }); // prettier-ignore
    expect((await use(true)).body.code).toBe('PORTAL_DISCOUNT_NOT_CHOSEN');
    await p.call(api.worlds.portalDiscountChosen);
    s.clock.set(AT.utcMidnight);
    expect(await offer()).toMatchObject({ chosen: true, used: false, percent: portalDiscount(p.playerId, today + 1) }); // prettier-ignore
    const second = await use(true);
    expect(second.status).toBe(200);
    await back(second.body.contextId);
  });

  it('takes a discount chosen before midnight for that day only', async () => {
    const p = await traveller(AT.beforeLeapDay);
    await p.call(api.worlds.portalDiscountChosen);
    s.clock.set(AT.leapDay);
    const offer = (await p.call(api.worlds.portalOffer)).body;
    expect(offer).toEqual({ percent: portalDiscount(p.playerId, moscowDay(AT.leapDay)), chosen: false, used: false, endsAt: AT.marchAfterLeapDay }); // prettier-ignore
    const r = await p.call(api.worlds.portalUse, { params: { id: portal.id }, query: { discount: true } }); // prettier-ignore
    expect(r.body.code).toBe('PORTAL_DISCOUNT_NOT_CHOSEN');
  });
});

describe('the snow world return', () => {
  async function snowWalker(at: number) {
    const p = await traveller(at);
    // The SNOW_WORLD campaign comes with a purchase in the bank; this player has made it.
    await setGemsBought(s, p.playerId, 700);
    expect((await p.call(api.campaigns.use, { params: { id: 'SNOW_WORLD' } })).status).toBe(200);
    const enter = async () => {
      const r = await p.call(api.worlds.snowEnter, { body: { difficulty: 'EASY' } });
      return r.status === 200 ? r.body.contextId : r.body.code;
    };
    const leave = (contextId: number) => p.call(api.road.turnBack, { params: { id: contextId } });
    const state = async () => (await p.call(api.worlds.snowState)).body;
    return { ...p, enter, leave, state };
  }

  it('opens six hours after the way back, across Moscow and UTC midnight', async () => {
    const p = await snowWalker(AT.moscowMidnight - 3 * HOUR);
    const visit = await p.enter();
    s.clock.set(AT.moscowMidnight - 90 * MINUTE);
    await p.leave(visit as number);
    const returnAt = AT.moscowMidnight - 90 * MINUTE + SNOW_RETURN_SECONDS * 1000;
    expect((await p.state()).returnAt).toBe(returnAt);
    for (const t of [AT.moscowMidnight, AT.utcMidnight - MINUTE, returnAt - MINUTE]) {
      s.clock.set(t);
      expect(await p.enter()).toBe('SNOW_WORLD_RESTING');
    }
    expect(returnAt).toBeGreaterThan(AT.utcMidnight);
    s.clock.set(returnAt);
    expect(typeof (await p.enter())).toBe('number');
  });

  it('greets a player back after 40 days with a fresh visit of full steps', async () => {
    const p = await snowWalker(AT.yearEndMoscow - HOUR);
    const visit = await p.enter();
    await p.leave(visit as number);
    await p.comeBack(AT.longAbsence);
    const next = await p.enter();
    expect(typeof next).toBe('number');
    expect(await p.state()).toMatchObject({ world: 'SNOW', stepsLeft: SNOW_DIFFICULTY_DEFS.EASY.steps, visits: 2 }); // prettier-ignore
  });
});
