import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand, type Buyer } from './platform-stand.js';
import { xsollaOrder } from './partner-examples.js';
import { T, gpSigned, md5Signed, signedHeader, xsollaAuth, yaSigned } from './platforms.js';

const stand = platformStand();
const { buyer, gems, sec } = stand;
let seq = 5000;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const price = (source: string, pack = 'gems_300') => platformPrice(source, pack)!;

/** One delivery of "this order is paid", as each platform sends it; answers the reply text. */
const DELIVER: Record<
  string,
  (b: Buyer, orderId: string) => Promise<{ status: number; text: string }>
> = {
  vk: (b, id) =>
    post(
      '/api/platform/vk/callback',
      md5Signed(
        {
          app_id: T.vkApp,
          notification_type: 'order_status_change',
          order_id: id,
          receiver_id: b.userId,
          user_id: b.userId,
          item: 'gems_300',
          item_price: String(price('vk').amount),
          status: 'chargeable',
          date: String(sec()),
        },
        T.vkSecret,
        'sig',
      ),
      FORM,
    ),
  ok: (b, id) =>
    get(
      `/api/platform/ok/callback?${md5Signed(
        {
          application_key: T.okKey,
          uid: b.userId,
          transaction_id: id,
          transaction_time: '2026-11-21 12:00:00',
          product_code: 'gems_300',
          amount: String(price('ok').amount),
          call_id: '1',
        },
        T.okSecret,
        'sig',
      )}`,
    ),
  mail: (b, id) =>
    get(
      `/api/platform/mail/billing?${md5Signed({ uid: b.userId, tid: id, sum: String(price('mail').amount), merchant_param: 'gems_300' }, T.mailSecret, 'sign')}`,
    ),
  tg: async (_b, payload) =>
    post(
      '/api/platform/tg/webhook',
      JSON.stringify({
        update_id: 1,
        message: {
          message_id: 1,
          successful_payment: {
            currency: 'XTR',
            total_amount: price('tg').amount,
            invoice_payload: payload,
            telegram_payment_charge_id: `ch-${payload}`,
          },
        },
      }),
      { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': T.tgHook },
    ),
  ya: async (b, token) => {
    const signature = yaSigned({
      algorithm: 'HMAC-SHA256',
      issuedAt: sec(),
      data: {
        token,
        status: 'paid',
        product: { id: 'gems_300', price: { code: 'YAN', value: String(price('ya').amount) } },
      },
    });
    return post(api.platform.yaPurchases.url, JSON.stringify({ signature }), {
      'content-type': 'application/json',
      authorization: b.token,
    });
  },
  kong: (b) =>
    post(api.platform.kongClaim.url, JSON.stringify({ gameAuthToken: `kt${b.userId}` }), {
      'content-type': 'application/json',
      authorization: b.token,
    }),
  mystore: (b, id) =>
    post(api.platform.rustorePurchase.url, JSON.stringify({ invoiceId: id }), {
      'content-type': 'application/json',
      authorization: b.token,
    }),
  crazygames: (b, id) => {
    // The in-game store's order_paid, the notification Xsolla grants from.
    const body = JSON.stringify(
      xsollaOrder('order_paid', {
        invoiceId: id,
        sku: 'gems_300',
        amount: (price('crazygames').amount / 100).toFixed(2),
        userId: b.userId,
      }),
    );
    return post('/api/platform/crazygames/xsolla', body, {
      'content-type': 'application/json',
      authorization: xsollaAuth(body),
    });
  },
  ...Object.fromEntries(
    ['gp', 'gp_partner', 'gp_playdeck'].map((src) => [
      src,
      (b: Buyer, id: string) =>
        post(
          `/api/platform/${src}/gamepush`,
          gpSigned({
            event: 'purchase',
            projectId: T.gpProject,
            time: sec(),
            player: { id: Number(b.userId), projectId: T.gpProject },
            result: { id, tag: 'gems_300', price: price(src).amount, currency: 'RUB' },
          }),
          { 'content-type': 'text/plain' },
        ),
    ]),
  ),
  ...Object.fromEntries(
    ['foto', 'beeline', 'google', 'exe'].map((src) => [
      src,
      (b: Buyer, id: string) => {
        const body = JSON.stringify({
          event: 'paid',
          orderId: id,
          userId: b.userId,
          packId: 'gems_300',
          amount: price(src).amount,
          currency: 'RUB',
          time: sec(),
        });
        return post(`/api/platform/${src}/confirm`, body, {
          'content-type': 'application/json',
          'x-signature': signedHeader(body),
        });
      },
    ]),
  ),
};

async function post(path: string, body: string, headers: Record<string, string>) {
  const res = await stand.s.fetch(path, { method: 'POST', body, headers });
  return { status: res.status, text: await res.text() };
}
async function get(path: string) {
  const res = await stand.s.fetch(path);
  return { status: res.status, text: await res.text() };
}

/** Makes the order the platform will report: an invoice, a Kongregate item, a RuStore purchase. */
async function prepare(b: Buyer): Promise<string> {
  const id = `ord-${b.source}-${++seq}`;
  if (b.source === 'tg') {
    const r = await stand.s.call(api.platform.tgInvoice, {
      token: b.token,
      body: { packId: 'gems_300' },
    });
    expect(r.status).toBe(200);
    const row = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select('external_id')
      .where('id', '=', r.body.paymentId)
      .executeTakeFirstOrThrow();
    return row.external_id!;
  }
  if (b.source === 'kong') {
    stand.fake.state.kongItems.set(b.userId, [
      { id: ++seq, identifier: 'gems_300', remaining_uses: 1 },
    ]);
    return String(seq);
  }
  if (b.source === 'mystore') {
    stand.fake.state.rustore.set(id, {
      invoiceId: id,
      invoiceStatus: 'CONFIRMED',
      appId: 3399750,
      amount: price('mystore').amount,
      currency: 'RUB',
      itemCode: 'gems_300',
      developerPayload: String(b.playerId),
    });
  }
  if (b.source === 'vk' || b.source === 'ok') return String(++seq);
  return id;
}

describe('platform payments replayed 100 times at once grant once', () => {
  it.each(Object.keys(DELIVER))(
    '%s',
    async (source) => {
      const b =
        source === 'mystore'
          ? { ...(await stand.s.player()), source, userId: '' }
          : await buyer(source);
      const id = await prepare(b);
      const before = await gems(b.playerId);
      const replies = await Promise.all(Array.from({ length: 100 }, () => DELIVER[source]!(b, id)));
      for (const r of replies) expect(r.status, r.text).toBeLessThan(300);
      const rows = await stand.s.testDb.db.kysely
        .selectFrom('payment')
        .selectAll()
        .where('provider', '=', source)
        .where('receiver_id', '=', b.playerId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        state: 'GEMS_GRANTED',
        pack_id: 'gems_300',
        test: 0,
        price: price(source).amount,
        currency: price(source).currency,
      });
      expect(rows[0]!.gems).toBeGreaterThan(300);
      expect(await gems(b.playerId)).toBe(before + rows[0]!.gems);
      const lines = await stand.s.testDb.db.kysely
        .selectFrom('currency_ledger')
        .select(['idempotency_key', 'delta'])
        .where('player_id', '=', b.playerId)
        .where('currency', '=', 'MITHRIL')
        .where('idempotency_key', 'like', 'payment:%')
        .execute();
      expect(lines).toEqual([
        { idempotency_key: `payment:${rows[0]!.id}:grant#MITHRIL`, delta: rows[0]!.gems },
      ]);
      // VK demands byte-identical answers to repeats.
      if (source === 'vk') expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    },
    60_000,
  );
});
