import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { verifyKongSigned } from '../src/platforms/verifiers/kongregate.js';
import { T, kongSigned, md5Signed, xsollaAuth } from './platforms.js';
import { KONG_DOC, OK_DOC, VK_SAMPLE_FIELDS, xmlShape, xsollaOrder } from './partner-examples.js';

const stand = platformStand();
const { buyer, gems } = stand;
let seq = 31_000;

describe('OK callbacks.payment against its documentation', () => {
  const okCall = async (q: Record<string, string>, secret: string = T.okSecret) => {
    const res = await stand.s.fetch(`/api/platform/ok/callback?${md5Signed(q, secret, 'sig')}`);
    return {
      type: res.headers.get('content-type'),
      error: res.headers.get('invocation-error'),
      body: await res.text(),
    };
  };
  const payment = (uid: string, amount = platformPrice('ok', 'gems_100')!.amount) => ({
    uid,
    transaction_id: String(++seq),
    transaction_time: '2026-11-28 12:00:00',
    product_code: 'gems_100',
    amount: String(amount),
    // OK sends no currency for payments in OKs; the request's own fields as documented.
    extra_attributes: '{}',
  });

  it('answers success and a refusal exactly in the documented XML, with the header', async () => {
    const b = await buyer('ok');
    const before = await gems(b.playerId);
    const q = payment(b.userId);
    for (const k of Object.keys(q)) expect(OK_DOC.params).toContain(k);
    const ok = await okCall(q);
    expect(ok.type).toBe('application/xml');
    expect(ok.error).toBeNull();
    expect(xmlShape(ok.body)).toBe(xmlShape(OK_DOC.success));
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    // OK retries until it hears success: a repeat answers the same and grants nothing.
    const granted = await gems(b.playerId);
    expect(xmlShape((await okCall(q)).body)).toBe(xmlShape(OK_DOC.success));
    expect(await gems(b.playerId)).toBe(granted);

    const wrong = await okCall(payment(b.userId, 1));
    expect(wrong.error).toBe('1001');
    expect(xmlShape(wrong.body)).toBe(xmlShape(OK_DOC.invalidPayment));
    expect(await gems(b.playerId)).toBe(granted);
  });

  it('refuses a bad signature (104), another currency and an unknown user (1001)', async () => {
    const b = await buyer('ok');
    const before = await gems(b.playerId);
    const bad = await okCall(payment(b.userId), 'forged');
    expect(bad.error).toBe('104');
    expect(bad.body).toContain('<error_code>104</error_code>');
    expect(bad.body).toContain('PARAM_SIGNATURE');
    expect((await okCall({ ...payment(b.userId), currency: 'RUB' })).error).toBe('1001');
    expect((await okCall(payment('424242'))).error).toBe('1001');
    expect((await okCall({ ...payment(b.userId), application_key: 'OTHER' })).error).toBe('1001');
    expect(await gems(b.playerId)).toBe(before);
  });
});

describe('Xsolla (CrazyGames) against its docs and SDK', () => {
  const usd = (platformPrice('crazygames', 'gems_100')!.amount / 100).toFixed(2);
  const send = async (n: object, auth?: string) => {
    const body = JSON.stringify(n);
    const res = await stand.s.fetch('/api/platform/crazygames/xsolla', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth ?? xsollaAuth(body) },
      body,
    });
    const text = await res.text();
    return { status: res.status, error: text ? (JSON.parse(text) as XsollaError).error : null };
  };

  it('grants on order_paid once, whatever else tells the same transaction, and takes back on order_canceled', async () => {
    const b = await buyer('crazygames');
    const before = await gems(b.playerId);
    const o = { invoiceId: String(++seq), sku: 'gems_100', amount: usd, userId: b.userId };
    expect(await send(xsollaOrder('order_paid', o))).toEqual({ status: 204, error: null });
    const granted = await gems(b.playerId);
    expect(granted).toBeGreaterThan(before);
    // Xsolla repeats until it hears 204, and its payment webhook names the same transaction.
    expect((await send(xsollaOrder('order_paid', o))).status).toBe(204);
    const payment = {
      notification_type: 'payment',
      user: { id: b.userId },
      transaction: { id: Number(o.invoiceId), dry_run: 0 },
      purchase: {
        total: { amount: Number(usd), currency: 'USD' },
        virtual_items: { items: [{ sku: 'gems_100', amount: 1 }] },
      },
    };
    expect((await send(payment)).status).toBe(204);
    expect(await gems(b.playerId)).toBe(granted);
    expect((await send(xsollaOrder('order_canceled', o))).status).toBe(204);
    expect(await gems(b.playerId)).toBe(before);
    const row = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['id', 'state'])
      .where('provider', '=', 'crazygames')
      .where('external_id', '=', o.invoiceId)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('REFUNDED');
    const keys = await stand.s.testDb.db.kysely
      .selectFrom('currency_ledger')
      .select('idempotency_key')
      .where('player_id', '=', b.playerId)
      .where('currency', '=', 'MITHRIL')
      .execute();
    expect(keys.map((k) => k.idempotency_key)).toEqual(
      expect.arrayContaining([
        `payment:${row.id}:grant#MITHRIL`,
        `payment:${row.id}:refund#MITHRIL`,
      ]),
    );
  });

  it('never takes the balance below zero: what was spent is owed and the account flagged', async () => {
    const b = await buyer('crazygames');
    const o = { invoiceId: String(++seq), sku: 'gems_100', amount: usd, userId: b.userId };
    expect((await send(xsollaOrder('order_paid', o))).status).toBe(204);
    const db = stand.s.testDb.db.kysely;
    const row = await db
      .selectFrom('payment')
      .select(['id', 'gems'])
      .where('provider', '=', 'crazygames')
      .where('external_id', '=', o.invoiceId)
      .executeTakeFirstOrThrow();
    // The player spends all but 5 of the emeralds before the refund arrives.
    await db.updateTable('player').set({ mithril: 5 }).where('id', '=', b.playerId).execute();
    expect((await send(xsollaOrder('order_canceled', o))).status).toBe(204);
    expect(await gems(b.playerId)).toBe(0);
    const refunded = await db
      .selectFrom('payment')
      .select(['state', 'debt'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(refunded).toEqual({ state: 'REFUNDED', debt: row.gems - 5 });
    const account = await db
      .selectFrom('bank_account')
      .select(['debt', 'flagged'])
      .where('player_id', '=', b.playerId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ debt: row.gems - 5, flagged: 1 });
    // Told again, nothing more moves.
    expect((await send(xsollaOrder('order_canceled', o))).status).toBe(204);
    expect(await gems(b.playerId)).toBe(0);
  });

  it('refuses in the documented error shape, with its codes', async () => {
    const b = await buyer('crazygames');
    const before = await gems(b.playerId);
    const o = { invoiceId: String(++seq), sku: 'gems_100', amount: usd, userId: b.userId };
    expect(await send(xsollaOrder('order_paid', o), 'Signature 0000')).toMatchObject({
      status: 400,
      error: { code: 'INVALID_SIGNATURE' },
    });
    expect(await send(xsollaOrder('order_paid', { ...o, amount: '0.01' }))).toMatchObject({
      status: 400,
      error: { code: 'INCORRECT_AMOUNT' },
    });
    expect(await send(xsollaOrder('order_paid', { ...o, userId: 'nobody' }))).toMatchObject({
      status: 400,
      error: { code: 'INVALID_USER' },
    });
    expect(
      await send({ notification_type: 'user_validation', user: { id: 'nobody' } }),
    ).toMatchObject({ status: 400, error: { code: 'INVALID_USER', message: expect.any(String) } });
    expect(await send({ notification_type: 'user_validation', user: { id: b.userId } })).toEqual({
      status: 204,
      error: null,
    });
    expect(await send({ foo: 'bar' })).toMatchObject({
      status: 400,
      error: { code: 'INVALID_PARAMETER' },
    });
    // A sandbox order is a test: answered, never granted live goods.
    expect((await send(xsollaOrder('order_paid', { ...o, mode: 'sandbox' }))).status).toBe(204);
    expect(await gems(b.playerId)).toBe(before);
  });
});

interface XsollaError {
  error: { code: string; message: string };
}

describe('Kongregate signed requests and dynamic item orders', () => {
  it("verifies the documentation's own sample request with its sample key", () => {
    expect(verifyKongSigned(KONG_DOC.signedRequest, KONG_DOC.apiKey)).toEqual(KONG_DOC.payload);
    expect(verifyKongSigned(KONG_DOC.signedRequest, T.kongKey)).toBeNull();
    const [sig, payload] = KONG_DOC.signedRequest.split('.');
    const forged = Buffer.from('{"algorithm":"HMAC-SHA256","event":"tost"}').toString('base64url');
    expect(verifyKongSigned(`${sig}.${forged}`, KONG_DOC.apiKey)).toBeNull();
    // Padded or standard base64 for the signature still names the same bytes.
    expect(verifyKongSigned(`${sig}=.${payload}`, KONG_DOC.apiKey)).toEqual(KONG_DOC.payload);
    const none = Buffer.from('{"algorithm":"none","event":"test"}').toString('base64url');
    expect(verifyKongSigned(`${sig}.${none}`, KONG_DOC.apiKey)).toBeNull();
  });

  const callback = async (payload: object, key?: string) => {
    const res = await stand.s.fetch('/api/platform/kong/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ signed_request: kongSigned(payload, key) }).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('defines the order from the catalogue, grants it once when placed, keyed by order_id', async () => {
    const b = await buyer('kong');
    const before = await gems(b.playerId);
    const order = {
      game_id: 10000,
      buyer_id: Number(b.userId),
      recipient_id: Number(b.userId),
      order_id: ++seq,
      order_info: 'gems_100',
    };
    const asked = await callback({ event: 'item_order_request', ...order });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      items: [
        {
          name: expect.any(String),
          description: expect.any(String),
          price: platformPrice('kong', 'gems_100')!.amount,
          image_url: expect.stringMatching(/^https?:\/\//),
        },
      ],
    });
    expect(await gems(b.playerId)).toBe(before);
    expect(await callback({ event: 'item_order_placed', ...order })).toEqual({
      status: 200,
      body: { state: 'completed' },
    });
    const granted = await gems(b.playerId);
    expect(granted).toBeGreaterThan(before);
    expect((await callback({ event: 'item_order_placed', ...order })).body).toEqual({
      state: 'completed',
    });
    expect(await gems(b.playerId)).toBe(granted);
  });

  it('refuses a forged request and cancels what it cannot grant', async () => {
    const b = await buyer('kong');
    const before = await gems(b.playerId);
    const order = { buyer_id: Number(b.userId), recipient_id: Number(b.userId), order_id: ++seq };
    const forged = await callback(
      { event: 'item_order_placed', ...order, order_info: 'gems_100' },
      'not-our-key',
    );
    expect(forged.status).toBe(403);
    expect(
      (await callback({ event: 'item_order_request', ...order, order_info: 'x' })).status,
    ).toBe(400);
    expect(
      (await callback({ event: 'item_order_placed', ...order, order_info: 'gems_free' })).body,
    ).toEqual({ state: 'canceled' });
    expect(
      (
        await callback({
          event: 'item_order_placed',
          ...order,
          recipient_id: 424242,
          order_info: 'gems_100',
        })
      ).body,
    ).toEqual({ state: 'canceled' });
    expect(await gems(b.playerId)).toBe(before);
  });
});

describe('Telegram Stars refunds', () => {
  const hook = (update: object) =>
    stand.s.fetch('/api/platform/tg/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': T.tgHook },
      body: JSON.stringify(update),
    });

  /** A Stars order paid by the buyer, as Telegram's successful_payment message tells it. */
  async function paidOrder() {
    const b = await buyer('tg');
    const before = await gems(b.playerId);
    const inv = await stand.s.call(api.platform.tgInvoice, {
      token: b.token,
      body: { packId: 'gems_100' },
    });
    const row = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['external_id', 'price'])
      .where('id', '=', inv.body.paymentId)
      .executeTakeFirstOrThrow();
    const charge = `stxCharge${++seq}`;
    const paid = (field: string) => ({
      update_id: ++seq,
      message: {
        message_id: seq,
        from: { id: Number(b.userId), is_bot: false, first_name: 'Ivan' },
        chat: { id: Number(b.userId), type: 'private' },
        date: stand.sec(),
        [field]: {
          currency: 'XTR',
          total_amount: row.price,
          invoice_payload: row.external_id,
          telegram_payment_charge_id: charge,
        },
      },
    });
    expect((await hook(paid('successful_payment'))).status).toBe(200);
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    return { b, before, paymentId: inv.body.paymentId, charge, paid };
  }

  it('refunds through refundStarPayment once; a second refund fails as Telegram documents', async () => {
    const { b, before, paymentId, charge, paid } = await paidOrder();
    const admin = await stand.s.player('ADMIN');
    const refund = () =>
      stand.s.call(api.platform.tgRefund, {
        token: admin.token,
        body: { paymentId, reason: 'buyer asked support' },
      });
    const first = await refund();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ paymentId, state: 'REFUNDED', debt: 0 });
    expect(stand.fake.state.tgRefunded.has(`${b.userId}:${charge}`)).toBe(true);
    expect(await gems(b.playerId)).toBe(before);
    // Telegram then tells the bot: nothing more is taken.
    expect((await hook(paid('refunded_payment'))).status).toBe(200);
    const second = await refund();
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('PLATFORM_ALREADY_REFUNDED');
    expect(await gems(b.playerId)).toBe(before);
    const lines = await stand.s.testDb.db.kysely
      .selectFrom('currency_ledger')
      .select('idempotency_key')
      .where('player_id', '=', b.playerId)
      .where('currency', '=', 'MITHRIL')
      .where('idempotency_key', 'like', `payment:${paymentId}:refund%`)
      .execute();
    expect(lines.map((l) => l.idempotency_key)).toEqual([`payment:${paymentId}:refund#MITHRIL`]);
    const audit = await stand.s.testDb.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('player_id', '=', b.playerId)
      .execute();
    expect(audit).toContainEqual({ action: 'platform.refund', reason: 'buyer asked support' });
  });

  it('takes the goods back when Telegram already refunded the charge elsewhere', async () => {
    const { b, before, paymentId, charge } = await paidOrder();
    stand.fake.state.tgRefunded.add(`${b.userId}:${charge}`);
    const admin = await stand.s.player('ADMIN');
    const r = await stand.s.call(api.platform.tgRefund, {
      token: admin.token,
      body: { paymentId, reason: 'refunded from the bot chat' },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('PLATFORM_ALREADY_REFUNDED');
    expect(await gems(b.playerId)).toBe(before);
    const player = await stand.s.player();
    expect(
      (
        await stand.s.call(api.platform.tgRefund, {
          token: player.token,
          body: { paymentId, reason: 'not mine to refund' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('RuStore: its answer envelope and kopecks', () => {
  const check = (token: string, invoiceId: string) =>
    stand.s.call(api.platform.rustorePurchase, { token, body: { invoiceId } });
  const invoice = (id: string, playerId: number, amount: number) =>
    stand.fake.state.rustore.set(id, {
      invoiceId: id,
      invoiceDate: '2026-11-28T12:00:00+03:00',
      invoiceStatus: 'CONFIRMED',
      developerPayload: String(playerId),
      appId: 3399750,
      ownerCode: 4384191,
      paymentInfo: { paymentDate: '2026-11-28T12:00:05+03:00' },
      itemCode: 'gems_100',
      amount,
      currency: 'RUB',
    });

  it('tells an unknown invoice, a refused request and an outage apart', async () => {
    const p = await stand.s.player();
    expect(await check(p.token, 'no-such-invoice')).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_NOT_FOUND' },
    });
    expect(await check(p.token, 'bad-invoice')).toMatchObject({
      status: 400,
      body: { code: 'PLATFORM_CREDENTIALS_MALFORMED' },
    });
    stand.fake.state.rustoreDown = true;
    try {
      expect(await check(p.token, String(++seq))).toMatchObject({
        status: 502,
        body: { code: 'PLATFORM_UNAVAILABLE' },
      });
    } finally {
      stand.fake.state.rustoreDown = false;
    }
  });

  it('grants kopecks at the catalogue price and refuses the same sum in roubles', async () => {
    const p = await stand.s.player();
    const before = await gems(p.playerId);
    const kopecks = platformPrice('mystore', 'gems_100')!.amount;
    const roubles = String(++seq);
    invoice(roubles, p.playerId, kopecks / 100);
    expect(await check(p.token, roubles)).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_MISMATCH' },
    });
    expect(await gems(p.playerId)).toBe(before);
    const paid = String(++seq);
    invoice(paid, p.playerId, kopecks);
    expect((await check(p.token, paid)).body).toMatchObject({ status: 'CONFIRMED', granted: true });
    expect(await gems(p.playerId)).toBeGreaterThan(before);
  });
});

describe("VK notifications in the shape of VK's sample", () => {
  const vk = async (fields: Record<string, string>, secret: string = T.vkSecret) => {
    const res = await stand.s.fetch('/api/platform/vk/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: md5Signed(fields, secret, 'sig'),
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as Record<string, unknown>;
  };
  const votes = platformPrice('vk', 'gems_100')!.amount;

  it('answers get_item and order_status_change with the sample fields, in votes', async () => {
    const b = await buyer('vk');
    const before = await gems(b.playerId);
    const orderId = String(++seq);
    const ask = {
      app_id: T.vkApp,
      item: 'gems_100',
      lang: 'ru_RU',
      notification_type: 'get_item_test',
      order_id: orderId,
      receiver_id: b.userId,
      user_id: b.userId,
    };
    expect(Object.keys(ask)).toEqual(VK_SAMPLE_FIELDS.get_item);
    expect(await vk({ ...ask, notification_type: 'get_item' })).toEqual({
      response: { item_id: 'gems_100', title: expect.any(String), price: votes },
    });
    const order = {
      app_id: T.vkApp,
      date: String(stand.sec()),
      item: 'gems_100',
      item_id: 'gems_100',
      item_photo_url: 'https://example.com/img.jpg',
      item_price: String(votes),
      item_title: 'Горсть изумрудов',
      notification_type: 'order_status_change',
      order_id: orderId,
      receiver_id: b.userId,
      status: 'chargeable',
      user_id: b.userId,
    };
    expect(Object.keys(order)).toEqual(VK_SAMPLE_FIELDS.order_status_change);
    const paid = await vk(order);
    expect(paid).toEqual({
      response: { order_id: Number(orderId), app_order_id: expect.any(Number) },
    });
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    // The price is in votes: the same pack's price in roubles is refused, critically.
    const roubles = await vk({ ...order, order_id: String(++seq), item_price: String(votes * 7) });
    expect(roubles).toEqual({
      error: { error_code: 11, error_msg: expect.any(String), critical: true },
    });
    expect(await vk(order, 'forged')).toEqual({
      error: { error_code: 10, error_msg: expect.any(String), critical: true },
    });
  });
});
