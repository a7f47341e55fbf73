import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { verifyKongSigned } from '../src/platforms/verifiers/kongregate.js';
import { T, kongSigned, md5Signed } from './platforms.js';
import { KONG_DOC, OK_DOC, VK_SAMPLE_FIELDS, xmlShape } from './partner-examples.js';

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
