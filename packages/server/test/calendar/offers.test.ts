import { api } from '@heroroad/protocol';
import { ADS_PER_DAY, OFFER_WINDOW_LEVEL, SALE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { setPlayer } from '../game.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, MINUTE } from './instants.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.beforeSale) });
});
afterAll(() => s.close());

/** A player past the first steps, whom the road offers windows, made at `at`. */
async function offered(at: number) {
  s.clock.set(at);
  const p = await s.trial('EN');
  await setPlayer(s, p.playerId, { level: OFFER_WINDOW_LEVEL });
  const window = async () => (await s.call(api.campaigns.offerWindow, { token: p.token })).body;
  const seen = (offer: 'SALE' | 'OK_GROUP') =>
    s.call(api.campaigns.offerSeen, { token: p.token, params: { offer } });
  const info = async () => (await s.call(api.player.infoCurrent, { token: p.token })).body;
  return { ...p, window, seen, info };
}

const saleChip = { percent: SALE.percent, endsAt: AT.saleOver };

describe('the road chip at the edges of the sale', () => {
  it("offers the sale from its first minute to its last, once, and the next week's again", async () => {
    const p = await offered(AT.beforeSale);
    expect((await p.window()).sale).toBeNull();
    s.clock.set(AT.saleFirstMinute);
    const w = await p.window();
    expect(w.sale).toEqual(saleChip);
    // The campaigns stay the same beside it: the chip's and player info's first unseen one.
    expect(w.campaign?.campaign).toBe((await p.info()).optionalUnseenCampaign);
    expect((await p.seen('SALE')).body.sale).toBeNull();
    s.clock.set(AT.saleLastMinute);
    expect((await p.window()).sale).toBeNull();
    s.clock.set(AT.saleOver);
    expect((await p.window()).sale).toBeNull();
    s.clock.set(AT.nextSale);
    expect((await p.window()).sale).toMatchObject({ percent: SALE.percent });
  });

  it("at the sale's last minute, a window closed after the sale still leaves next week's sale on the chip", async () => {
    const p = await offered(AT.saleLastMinute);
    expect((await p.window()).sale).toEqual(saleChip);
    // The player reads the window for a while; it is closed once the sale has ended.
    s.clock.set(AT.saleOver + MINUTE);
    expect((await p.seen('SALE')).status).toBe(200);
    s.clock.set(AT.nextSale);
    expect((await p.window()).sale).toMatchObject({ percent: SALE.percent });
  });

  it('with the sale switched off, the chip offers no sale the bank does not pay', async () => {
    const p = await offered(AT.saleFirstMinute + MINUTE);
    const admin = await s.player('ADMIN');
    const sw = (sale: 'ON' | 'OFF' | 'AUTO') =>
      s.call(api.staff.setSettings, { token: admin.token, body: { sale, reason: 'calendar' } });
    try {
      expect((await sw('OFF')).status).toBe(200);
      expect((await p.info()).sale?.active).toBe(false);
      expect((await p.window()).sale).toBeNull();
      // Switched on between the weekly sales, the chip offers the sale the bank pays.
      s.clock.set(AT.saleOver + 60 * MINUTE);
      await sw('ON');
      const sale = (await p.info()).sale!;
      expect(sale.active).toBe(true);
      expect((await p.window()).sale).toEqual({ percent: sale.percent, endsAt: sale.endsAt });
    } finally {
      await sw('AUTO');
    }
  });
});

describe("the day's own rewards at Moscow midnight", () => {
  it('shares once a Moscow day: again at Moscow midnight, not at UTC midnight', async () => {
    const p = await offered(AT.beforeMoscowMidnight);
    const share = async () => (await s.call(api.campaigns.share, { token: p.token })).status;
    expect(await share()).toBe(200);
    expect(await share()).toBe(409);
    s.clock.set(AT.moscowMidnight);
    expect(await share()).toBe(200);
    s.clock.set(AT.utcMidnight);
    expect(await share()).toBe(409);
  });

  it('counts the rewarded ads per Moscow day', async () => {
    const p = await offered(AT.beforeMoscowMidnight - 10 * MINUTE);
    const ad = async () => (await s.call(api.campaigns.adReward, { token: p.token })).status;
    for (let i = 0; i < ADS_PER_DAY; i++) expect(await ad()).toBe(200);
    s.clock.set(AT.beforeMoscowMidnight);
    expect(await ad()).toBe(409);
    s.clock.set(AT.moscowMidnight);
    for (let i = 0; i < ADS_PER_DAY; i++) expect(await ad()).toBe(200);
    s.clock.set(AT.utcMidnight);
    expect(await ad()).toBe(409);
  });
});
