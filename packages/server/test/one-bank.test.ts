import { api } from '@heroroad/protocol';
import { SALE, findPack, purchase, type SaleMode } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/core/clock.js';
import { paidOrder, type PaidSource } from './paid-orders.js';
import { platformStand, type Buyer } from './platform-stand.js';

const HOUR = 3_600_000;
// Friday 27 Nov 2026, 13:00 Moscow: an hour into the weekly sale (Friday 12:00 Moscow, 72 h).
const IN_SALE = Date.UTC(2026, 10, 27, 10);
// Wednesday 25 Nov 2026, 12:00 Moscow: no weekly sale.
const NO_SALE = Date.UTC(2026, 10, 25, 9);

const clock = manualClock(NO_SALE);
const stand = platformStand({
  clock,
  config: {
    payments: {
      testProvider: true,
      publicUrl: 'https://heroroad.test',
      stripe: null,
      yookassa: null,
    },
  },
});
const PARTNERS: readonly PaidSource[] = ['gp', 'foto'];
const PACK = 'gems_700';
let orders = 0;

/** The operator's switch as an administrator sets it, read back by every instance. */
async function switchSale(mode: SaleMode, at: number) {
  const db = stand.s.testDb.db.kysely;
  for (const [key, value] of [
    ['sale', mode],
    ['saleSwitchedAt', at],
  ] as const) {
    const row = { key, value: JSON.stringify(value), updated_at: at, updated_by: null };
    await db
      .insertInto('live_setting')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet(row))
      .execute();
  }
  await stand.s.server.services.liveSettings.refresh();
}

/** Buys the pack twice through the own site's bank (the test provider): the grants' emeralds. */
async function ownSite(): Promise<number[]> {
  const p = await stand.s.player();
  const got: number[] = [];
  for (let i = 0; i < 2; i++) {
    const order = await stand.s.call(api.bank.order, {
      token: p.token,
      body: { packId: PACK, provider: 'test', currency: 'RUB' },
    });
    expect(order.status).toBe(200);
    const paid = await stand.s.call(api.bank.testPay, {
      token: p.token,
      params: { id: order.body.payment.id },
    });
    expect(paid.status).toBe(200);
    got.push(paid.body.gems);
  }
  return got;
}

/** Buys the pack twice on a partner platform: the grants' emeralds. */
async function partner(source: PaidSource): Promise<number[]> {
  const b: Buyer = await stand.buyer(source);
  const got: number[] = [];
  for (let i = 0; i < 2; i++) {
    const deliver = await paidOrder(stand, b, PACK, `one-bank-${source}-${++orders}`);
    const r = await deliver();
    expect(r.status, r.text).toBeLessThan(300);
    const rows = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['gems', 'state'])
      .where('receiver_id', '=', b.playerId)
      .orderBy('id')
      .execute();
    expect(rows[i]?.state).toBe('GEMS_GRANTED');
    got.push(rows[i]!.gems);
  }
  return got;
}

describe('one way into the bank: the same pack at the same instant gives the same emeralds', () => {
  const cases: [string, number, SaleMode, boolean][] = [
    ['in the weekly sale, switch AUTO', IN_SALE, 'AUTO', true],
    ['in the weekly sale, switch ON', IN_SALE, 'ON', true],
    ['in the weekly sale, switch OFF', IN_SALE, 'OFF', false],
    ['outside the weekly sale, switch AUTO', NO_SALE, 'AUTO', false],
    ['outside the weekly sale, switch ON', NO_SALE, 'ON', true],
    ['outside the weekly sale, switch OFF', NO_SALE, 'OFF', false],
  ];
  it.each(cases)('%s', async (_name, at, mode, onSale) => {
    clock.set(at);
    await switchSale(mode, at - HOUR);
    const pack = findPack(PACK)!;
    const salePercent = onSale ? SALE.percent : 0;
    const first = purchase(pack, 'RUB', { gemsBought: 0, firstPurchase: true, salePercent });
    const second = purchase(pack, 'RUB', {
      gemsBought: pack.gems,
      firstPurchase: false,
      salePercent,
    });
    const expected = [first.gems, second.gems];
    expect(await ownSite()).toEqual(expected);
    for (const source of PARTNERS) expect(await partner(source), source).toEqual(expected);
    // The bank's screen and the player info show the same sale the orders were priced with.
    const p = await stand.s.player();
    const status = await stand.s.call(api.bank.status, { token: p.token });
    expect(status.body.sale.active).toBe(onSale);
    expect(status.body.packs.find((x) => x.id === PACK)!.gems).toBe(first.gems);
  });
});
