import { api } from '@heroroad/protocol';
import { EMERALD_PACKS, SALE, findPack, purchase } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/core/clock.js';
import { startTestServer, type TestServer } from '../harness.js';
import { AT, MINUTE } from './instants.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock: manualClock(AT.beforeSale) });
});
afterAll(() => s.close());

const onSale = EMERALD_PACKS.filter((p) => p.onSale).map((p) => p.id);

async function saleSeen(token: string) {
  const bank = (await s.call(api.bank.status, { token })).body;
  const info = (await s.call(api.player.infoCurrent, { token })).body;
  expect(info.sale).toEqual(bank.sale);
  const bonused = bank.packs.filter((p) => p.saleBonus > 0).map((p) => p.id);
  const badged = bank.packs.filter((p) => p.onSale).map((p) => p.id);
  expect(badged).toEqual(bonused);
  return { active: bank.sale.active, bonused, sale: bank.sale };
}

/** What a first purchase of gems_700 grants with the sale's share or without. */
const firstCasket = (salePercent: number) =>
  purchase(findPack('gems_700')!, 'RUB', { gemsBought: 0, firstPurchase: true, salePercent }).gems;

async function buyCasket(token: string) {
  const order = await s.call(api.bank.order, {
    token,
    body: { packId: 'gems_700', provider: 'test' },
  });
  expect(order.status).toBe(200);
  return order.body.payment.id;
}

const pay = async (token: string, id: number) =>
  (await s.call(api.bank.testPay, { token, params: { id } })).body;

describe('the weekly sale at its edges (over the year end)', () => {
  it('is on from its first minute to its last, in the bank and player info alike', async () => {
    s.clock.set(AT.beforeSale);
    const p = await s.trial('EN');
    const at = async (t: number) => {
      s.clock.set(t);
      return saleSeen(p.token);
    };
    const before = await at(AT.beforeSale);
    expect(before).toMatchObject({ active: false, bonused: [] });
    expect(before.sale.startsAt).toBe(AT.saleFirstMinute);
    const first = await at(AT.saleFirstMinute);
    expect(first).toMatchObject({ active: true, bonused: onSale });
    expect(first.sale).toMatchObject({ endsAt: AT.saleOver, percent: SALE.percent });
    // Across midnight of the new year, in Moscow and in UTC, the same sale runs.
    for (const t of [AT.yearEndMoscow, AT.yearEndMoscow + MINUTE, AT.yearEndUtc + MINUTE])
      expect(await at(t)).toMatchObject({ active: true, sale: first.sale });
    expect(await at(AT.saleLastMinute)).toMatchObject({ active: true, bonused: onSale });
    const over = await at(AT.saleOver);
    expect(over).toMatchObject({ active: false, bonused: [] });
    expect(over.sale.startsAt).toBe(AT.nextSale);
  });

  it("keeps the share of an order made in the sale's last minute and paid after it", async () => {
    s.clock.set(AT.saleLastMinute);
    const p = await s.trial();
    const id = await buyCasket(p.token);
    s.clock.set(AT.saleOver + 5 * MINUTE);
    expect(await pay(p.token, id)).toMatchObject({
      state: 'GEMS_GRANTED',
      gems: firstCasket(SALE.percent),
    });
    expect(firstCasket(SALE.percent)).toBeGreaterThan(firstCasket(0));
  });

  it('gives no share to an order made the minute before the sale, though paid inside it', async () => {
    s.clock.set(AT.beforeSale);
    const p = await s.trial();
    const id = await buyCasket(p.token);
    s.clock.set(AT.saleFirstMinute + MINUTE);
    expect(await pay(p.token, id)).toMatchObject({ gems: firstCasket(0) });
  });
});
