import { api, stompDestination, type RealtimeNotification } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { loadPaymentsConfig } from '../core/payments-config.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';

// 2026-11-25 is a Wednesday: no sale.
const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ clock });
});
afterAll(() => s.close());

async function mithril(playerId: number): Promise<number> {
  const row = await s.testDb.db.kysely
    .selectFrom('player')
    .select(['mithril', 'tickets'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return row.mithril;
}

describe('the bank with the embedded test provider', () => {
  it('prices packs in the asked currency, falling back to roubles, and offers only the test provider', async () => {
    const p = await s.trial('EN');
    const usd = await s.call(api.bank.status, { token: p.token, query: { currency: 'usd' } });
    expect(usd.status).toBe(200);
    expect(usd.body.currency).toBe('USD');
    expect(usd.body.providers).toEqual([{ id: 'test', test: true }]);
    const pack = usd.body.packs.find((x) => x.id === 'gems_700')!;
    expect(pack).toMatchObject({
      price: 999,
      currency: 'USD',
      firstBonus: 700,
      name: 'Casket of emeralds',
    });
    expect(usd.body).toMatchObject({ firstPurchase: true, gemsBought: 0, bonusStatus: null });
    expect(usd.body.nextChest).toEqual({ at: 3000, chest: 'silver', missing: 3000 });
    const other = await s.call(api.bank.status, { token: p.token, query: { currency: 'GBP' } });
    expect(other.body.currency).toBe('RUB');
    expect(other.body.packs[0]!.price).toBe(9900);
  });

  it('carries the sale and the pack to store in player info', async () => {
    const p = await s.trial();
    const info = await s.call(api.player.infoCurrent, { token: p.token });
    expect(info.body.idToStore).toBe('gems_700');
    expect(info.body.sale).toMatchObject({
      active: false,
      startsAt: Date.UTC(2026, 10, 27, 9),
      percent: 30,
    });
  });

  it('buys a pack: order, test page, emeralds granted once and pushed, then taken', async () => {
    const p = await s.trial();
    const before = await mithril(p.playerId);
    const uuid = (await s.call(api.player.infoCurrent, { token: p.token })).body.clientUuid;
    const stomp = await connectStomp(s.url, { token: p.token });
    try {
      const q = stomp.subscribe(stompDestination.personal(uuid));
      await q.ready;
      const order = await s.call(api.bank.order, {
        token: p.token,
        body: { packId: 'gems_300', provider: 'test' },
      });
      expect(order.status).toBe(200);
      expect(order.body.payment).toMatchObject({
        state: 'STARTED',
        price: 29_900,
        currency: 'RUB',
        test: true,
      });
      const id = order.body.payment.id;
      expect(order.body.redirectUrl).toContain(`testPay=${id}`);
      const paid = await Promise.all(
        Array.from({ length: 5 }, () =>
          s.call(api.bank.testPay, { token: p.token, params: { id } }),
        ),
      );
      for (const r of paid)
        expect(r.body).toMatchObject({ state: 'GEMS_GRANTED', gems: 615, goldTickets: 3 });
      // First purchase doubled: 300 + 15 bonus + 300.
      expect(await mithril(p.playerId)).toBe(before + 615);
      const note = JSON.parse((await q.next(10_000)).body) as RealtimeNotification;
      expect(note).toMatchObject({
        type: 'WALLET',
        payload: { mithril: before + 615, tickets: 3 },
      });
      const ops = await s.testDb.db.kysely
        .selectFrom('ledger_operation')
        .selectAll()
        .where('player_id', '=', p.playerId)
        .execute();
      expect(ops.map((o) => [o.idempotency_key, o.reason])).toEqual([
        [`payment:${id}:grant`, 'payment:test'],
      ]);
      const taken = await s.call(api.bank.take, { token: p.token, params: { id } });
      expect(taken.body.state).toBe('GEMS_TAKEN');
      const again = await s.call(api.bank.testPay, { token: p.token, params: { id } });
      expect(again.body.state).toBe('GEMS_TAKEN');
      expect(await mithril(p.playerId)).toBe(before + 615);
      const status = await s.call(api.bank.status, { token: p.token });
      expect(status.body).toMatchObject({ firstPurchase: false, gemsBought: 300 });
    } finally {
      await stomp.disconnect();
    }
  });

  it('buys for another player: the receiver gets the emeralds', async () => {
    const payer = await s.trial();
    const friend = await s.trial();
    const before = await mithril(friend.playerId);
    const order = await s.call(api.bank.order, {
      token: payer.token,
      body: { packId: 'gems_100', provider: 'test', receiverId: friend.playerId },
    });
    expect(order.body.payment).toMatchObject({
      payerId: payer.playerId,
      receiverId: friend.playerId,
    });
    const id = order.body.payment.id;
    // Only the payer confirms; the receiver sees it but cannot pay it.
    expect((await s.call(api.bank.testPay, { token: friend.token, params: { id } })).status).toBe(
      404,
    );
    expect((await s.call(api.bank.payment, { token: friend.token, params: { id } })).status).toBe(
      200,
    );
    await s.call(api.bank.testPay, { token: payer.token, params: { id } });
    expect(await mithril(friend.playerId)).toBe(before + 200);
    const stranger = await s.trial();
    expect((await s.call(api.bank.payment, { token: stranger.token, params: { id } })).status).toBe(
      404,
    );
  });

  it('refuses unknown packs, receivers and providers with translated messages, writing nothing', async () => {
    const p = await s.trial('EN');
    const count = async () =>
      (
        await s.testDb.db.kysely
          .selectFrom('payment')
          .select('id')
          .where('payer_id', '=', p.playerId)
          .execute()
      ).length;
    const pack = await s.call(api.bank.order, {
      token: p.token,
      body: { packId: 'gems_1', provider: 'test' },
    });
    expect(pack.body).toMatchObject({
      code: 'PACK_UNKNOWN',
      message: 'There is no such emerald pack',
    });
    const stripe = await s.call(api.bank.order, {
      token: p.token,
      body: { packId: 'gems_100', provider: 'stripe' },
    });
    expect(stripe.body).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const who = await s.call(api.bank.order, {
      token: p.token,
      body: { packId: 'gems_100', provider: 'test', receiverId: 987_654 },
    });
    expect(who.status).toBe(404);
    const ru = await s.trial('RU');
    const inRu = await s.call(api.bank.order, {
      token: ru.token,
      body: { packId: 'x', provider: 'test' },
    });
    expect(inRu.body.message).toBe('Такого набора изумрудов нет');
    expect(await count()).toBe(0);
  });

  it('answers 404 to a notification for a provider that is not configured', async () => {
    for (const provider of ['stripe', 'yookassa', 'test', 'nope']) {
      const r = await s.call(api.bank.webhook, { params: { provider }, rawBody: '{}' });
      expect(r.status).toBe(404);
    }
  });
});

describe('payment settings', () => {
  it('keeps the test provider off in production unless switched on', () => {
    expect(loadPaymentsConfig({}, true).testProvider).toBe(false);
    expect(loadPaymentsConfig({ PAYMENT_TEST_PROVIDER: 'on' }, true).testProvider).toBe(true);
    expect(loadPaymentsConfig({}, false).testProvider).toBe(true);
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_x' }, false)).toThrow(/together/);
  });

  it('offers no test provider when it is off', async () => {
    const off = await startTestServer({
      config: { payments: { ...loadPaymentsConfig({}, true) } },
    });
    try {
      const p = await off.trial();
      expect((await off.call(api.bank.status, { token: p.token })).body.providers).toEqual([]);
      const r = await off.call(api.bank.order, {
        token: p.token,
        body: { packId: 'gems_100', provider: 'test' },
      });
      expect(r.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect((await off.call(api.bank.testPay, { token: p.token, params: { id: 1 } })).status).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});
