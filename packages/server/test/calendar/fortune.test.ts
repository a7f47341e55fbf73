import { api } from '@heroroad/protocol';
import { CHEST_DELAY_MINUTES, type Campaign } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { seededRandom } from '../../src/core/random.js';
import { setGemsBought } from '../books.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, HOUR, MINUTE } from './instants.js';
import { playerAt } from './returning.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    clock: manualClock(AT.beforeMoscowMidnight),
    random: seededRandom('calendar-fortune'),
  });
});
afterAll(() => s.close());

/** A player made at `at`, with the wheel's free spin and its status. */
async function wheelPlayer(at: number) {
  const p = await playerAt(s, at);
  let token = p.token;
  await setPlayer(s, p.playerId, { mithril: 0, tickets: 0 });
  const free = async () => (await s.call(api.fortune.wheelStatus, { token })).body.freeSpin;
  /** Spins the free spin and takes the prize; answers the spin's status. */
  const spin = async () => {
    const r = await s.call(api.fortune.spin, { token, body: { pay: 'FREE' } });
    if (r.status === 200) await s.call(api.fortune.take, { token });
    return r.status;
  };
  const comeBack = async (after: number) => {
    token = await p.comeBack(after);
  };
  return { ...p, free, spin, comeBack };
}

describe('the wheel of fortune by the calendar', () => {
  it('renews the free spin at Moscow midnight, not at UTC midnight', async () => {
    const p = await wheelPlayer(AT.beforeMoscowMidnight);
    expect(await p.spin()).toBe(200);
    expect(await p.free()).toBe(false);
    expect(await p.spin()).toBe(409);
    s.clock.set(AT.moscowMidnight);
    expect(await p.free()).toBe(true);
    expect(await p.spin()).toBe(200);
    s.clock.set(AT.beforeUtcMidnight);
    expect(await p.free()).toBe(false);
    s.clock.set(AT.utcMidnight);
    expect(await p.free()).toBe(false);
    expect(await p.spin()).toBe(409);
  });

  it('renews it over the year end and over 29 February, once a day', async () => {
    for (const edges of [
      [AT.yearEndMoscow, AT.yearEndMoscow + MINUTE],
      [AT.beforeLeapDay, AT.leapDay, AT.marchAfterLeapDay],
    ]) {
      const p = await wheelPlayer(edges[0]!);
      for (const t of edges) {
        s.clock.set(t);
        expect(await p.free()).toBe(true);
        expect(await p.spin()).toBe(200);
        expect(await p.spin()).toBe(409);
      }
      // Midnight UTC is 03:00 in Moscow: nothing new.
      s.clock.set(edges.at(-1)! + 3 * HOUR - MINUTE);
      expect(await p.free()).toBe(false);
      s.clock.set(edges.at(-1)! + 3 * HOUR);
      expect(await p.free()).toBe(false);
    }
    expect(AT.yearEndMoscow + MINUTE + 3 * HOUR).toBe(AT.yearEndUtc + MINUTE);
  });

  it('gives one free spin to a player back after 40 days, not one for each day away', async () => {
    const p = await wheelPlayer(AT.moscowMidnight);
    expect(await p.spin()).toBe(200);
    await p.comeBack(AT.longAbsence);
    expect(await p.spin()).toBe(200);
    expect(await p.spin()).toBe(409);
  });
});

/** A player with a delayed chest from a campaign, given at `at`. */
async function chestGiven(campaign: Campaign, at: number) {
  const p = await playerAt(s, at);
  await setPlayer(s, p.playerId, { mithril: 1000 });
  // A chest campaign comes with a purchase in the bank; this player has made it.
  await setGemsBought(s, p.playerId, 4000);
  expect((await s.call(api.campaigns.use, { token: p.token, params: { id: campaign } })).status).toBe(200); // prettier-ignore
  const [chest] = (await s.call(api.fortune.chests, { token: p.token })).body;
  const take = (token = p.token) =>
    s.call(api.fortune.takeChest, { token, params: { id: chest!.id } });
  return { ...p, chest: chest!, take };
}

describe('delayed chests over the calendar', () => {
  it('open across the year end at their stored time, once', async () => {
    const p = await chestGiven('CHEST', AT.yearEndMoscow - 30 * MINUTE);
    expect(p.chest.readyAt).toBe(AT.yearEndMoscow - 30 * MINUTE + CHEST_DELAY_MINUTES.silver * MINUTE); // prettier-ignore
    s.clock.set(p.chest.readyAt - MINUTE);
    expect((await p.take()).body.code).toBe('CHEST_NOT_READY');
    s.clock.set(p.chest.readyAt);
    const [a, b] = await Promise.all([p.take(), p.take()]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
  });

  it('open across 29 February at their stored time', async () => {
    const p = await chestGiven('CHEST_3', AT.beforeLeapDay);
    s.clock.set(AT.leapDay + (CHEST_DELAY_MINUTES.azure - 2) * MINUTE);
    expect((await p.take()).body.code).toBe('CHEST_NOT_READY');
    s.clock.set(AT.leapDay + (CHEST_DELAY_MINUTES.azure - 1) * MINUTE);
    expect((await p.take()).status).toBe(200);
  });

  it('wait for a player away 40 days, open at no price and pay once', async () => {
    const p = await chestGiven('CHEST_2', AT.moscowMidnight);
    const token = await p.comeBack(AT.longAbsence);
    const [listed] = (await s.call(api.fortune.chests, { token })).body;
    expect(listed).toMatchObject({ id: p.chest.id, speedUpGems: 0 });
    const sped = await s.call(api.fortune.speedUp, { token, params: { id: p.chest.id } });
    expect(sped.body.speedUpGems).toBe(0);
    const opened = await p.take(token);
    expect(opened.status).toBe(200);
    expect(opened.body.player.mithril).toBe(1000);
    expect(opened.body.gold).toBeGreaterThan(0);
    expect(Number.isFinite(opened.body.player.gold)).toBe(true);
    expect((await s.call(api.fortune.chests, { token })).body).toEqual([]);
  });
});
