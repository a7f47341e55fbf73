import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { T, md5Signed, yaSigned } from './platforms.js';

const stand = platformStand();
const { buyer, gems, sec } = stand;
let seq = 9000;
const votes = platformPrice('vk', 'gems_100')!.amount;

async function vk(fields: Record<string, string>, secret: string = T.vkSecret) {
  const res = await stand.s.fetch('/api/platform/vk/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: md5Signed({ app_id: T.vkApp, date: String(sec()), ...fields }, secret, 'sig'),
  });
  return (await res.json()) as {
    response?: Record<string, unknown>;
    error?: { error_code: number; critical: boolean };
  };
}

describe('VK notifications', () => {
  it('prices get_item from the catalogue and refuses unknown items', async () => {
    expect(await vk({ notification_type: 'get_item', item: 'gems_100', lang: 'ru_RU' })).toEqual({
      response: { item_id: 'gems_100', title: 'Горсть изумрудов', price: votes },
    });
    expect(
      (await vk({ notification_type: 'get_item_test', item: 'gems_free' })).error,
    ).toMatchObject({ error_code: 20 });
  });

  it('refuses a bad signature, another app and a wrong price without granting', async () => {
    const b = await buyer('vk');
    const before = await gems(b.playerId);
    const order = {
      notification_type: 'order_status_change',
      order_id: String(++seq),
      receiver_id: b.userId,
      item: 'gems_100',
      status: 'chargeable',
    };
    expect((await vk({ ...order, item_price: String(votes) }, 'forged')).error).toMatchObject({
      error_code: 10,
      critical: true,
    });
    expect((await vk({ ...order, app_id: '1', item_price: String(votes) })).error).toMatchObject({
      error_code: 11,
    });
    expect((await vk({ ...order, item_price: '1' })).error).toMatchObject({ error_code: 11 });
    expect(
      (await vk({ ...order, receiver_id: '424242', item_price: String(votes) })).error,
    ).toMatchObject({ error_code: 22 });
    expect(await gems(b.playerId)).toBe(before);
  });

  it('answers test orders without granting live goods', async () => {
    const b = await buyer('vk');
    const before = await gems(b.playerId);
    const r = await vk({
      notification_type: 'order_status_change_test',
      order_id: '77',
      receiver_id: b.userId,
      item: 'gems_100',
      item_price: String(votes),
      status: 'chargeable',
    });
    expect(r.response).toMatchObject({ order_id: 77 });
    expect(await gems(b.playerId)).toBe(before);
    const row = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .selectAll()
      .where('provider', '=', 'vk')
      .where('external_id', '=', '77')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ test: 1, state: 'STARTED' });
  });

  it('takes the goods back on a refund', async () => {
    const b = await buyer('vk');
    const before = await gems(b.playerId);
    const order = {
      notification_type: 'order_status_change',
      order_id: String(++seq),
      receiver_id: b.userId,
      item: 'gems_100',
      item_price: String(votes),
    };
    const paid = await vk({ ...order, status: 'chargeable' });
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    const refunded = await vk({ ...order, status: 'refunded' });
    expect(refunded).toEqual(paid);
    expect(await gems(b.playerId)).toBe(before);
  });
});

describe('OK callbacks.payment', () => {
  it('puts its error codes in the Invocation-error header', async () => {
    const b = await buyer('ok');
    const q = {
      application_key: T.okKey,
      uid: b.userId,
      transaction_id: String(++seq),
      product_code: 'gems_100',
      amount: '99',
    };
    const bad = await stand.s.fetch(`/api/platform/ok/callback?${md5Signed(q, 'forged', 'sig')}`);
    expect(bad.headers.get('invocation-error')).toBe('104');
    const wrong = await stand.s.fetch(
      `/api/platform/ok/callback?${md5Signed({ ...q, amount: '1' }, T.okSecret, 'sig')}`,
    );
    expect(wrong.headers.get('invocation-error')).toBe('1001');
    expect(await wrong.text()).toContain('<error_code>1001</error_code>');
    const ok = await stand.s.fetch(`/api/platform/ok/callback?${md5Signed(q, T.okSecret, 'sig')}`);
    expect(ok.headers.get('invocation-error')).toBeNull();
    expect(await ok.text()).toContain('>true</callbacks_payment_response>');
  });
});

describe('Telegram Stars', () => {
  const hook = (update: object, secret: string = T.tgHook) =>
    stand.s.fetch('/api/platform/tg/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify(update),
    });

  it('checks pre-checkout against the pending order and ignores updates without the secret', async () => {
    const b = await buyer('tg');
    const inv = await stand.s.call(api.platform.tgInvoice, {
      token: b.token,
      body: { packId: 'gems_100' },
    });
    expect(inv.body).toMatchObject({
      currency: 'XTR',
      amount: platformPrice('tg', 'gems_100')!.amount,
    });
    const row = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['external_id', 'price'])
      .where('id', '=', inv.body.paymentId)
      .executeTakeFirstOrThrow();
    const q = (amount: number) => ({
      pre_checkout_query: {
        id: `q${amount}`,
        from: { id: 1 },
        currency: 'XTR',
        total_amount: amount,
        invoice_payload: row.external_id,
      },
    });
    await hook(q(row.price));
    await hook(q(row.price - 1));
    expect(stand.fake.state.preCheckout.slice(-2)).toEqual([
      { ok: true, id: `q${row.price}` },
      { ok: false, id: `q${row.price - 1}` },
    ]);
    const before = await gems(b.playerId);
    const paid = {
      message: {
        successful_payment: {
          currency: 'XTR',
          total_amount: row.price,
          invoice_payload: row.external_id,
          telegram_payment_charge_id: 'c1',
        },
      },
    };
    expect((await hook(paid, 'wrong-secret')).status).toBe(401);
    expect(await gems(b.playerId)).toBe(before);
    expect((await hook(paid)).status).toBe(200);
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    await hook({
      message: {
        refunded_payment: {
          currency: 'XTR',
          total_amount: row.price,
          invoice_payload: row.external_id,
          telegram_payment_charge_id: 'c1',
        },
      },
    });
    expect(await gems(b.playerId)).toBe(before);
  });
});

describe('Yandex purchases', () => {
  it('grants unconsumed purchases at start and refuses a wrong price or currency, keeping them unconsumed', async () => {
    const b = await buyer('ya');
    const item = (token: string, value: number, code = 'YAN') => ({
      token,
      product: { id: 'gems_100', price: { code, value: String(value) } },
    });
    const good = platformPrice('ya', 'gems_100')!.amount;
    const signature = yaSigned({
      algorithm: 'HMAC-SHA256',
      issuedAt: sec(),
      data: [item('t1', good), item('t2', good), item('t3', 1), item('t4', good, 'RUB')],
    });
    const r = await stand.s.call(api.platform.yaPurchases, { token: b.token, body: { signature } });
    expect(r.body).toEqual({ consume: ['t1', 't2'], refused: ['t3', 't4'], granted: 2 });
    const again = await stand.s.call(api.platform.yaPurchases, {
      token: b.token,
      body: { signature },
    });
    expect(again.body).toEqual({ consume: ['t1', 't2'], refused: ['t3', 't4'], granted: 0 });
    const forged = await stand.s.call(api.platform.yaPurchases, {
      token: b.token,
      body: { signature: yaSigned({ algorithm: 'HMAC-SHA256', issuedAt: sec(), data: [] }, 'x') },
    });
    expect(forged.body).toMatchObject({ code: 'PLATFORM_SIGNATURE_INVALID' });
  });
});
