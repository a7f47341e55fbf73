import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { YOOKASSA_KEY, YOOKASSA_SHOP, fakeYooKassa } from '../../test/fake-providers.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
let yoo: Awaited<ReturnType<typeof fakeYooKassa>>;
beforeAll(async () => {
  yoo = await fakeYooKassa();
  s = await startTestServer({
    config: {
      payments: {
        testProvider: false,
        publicUrl: 'https://heroroad.test',
        stripe: null,
        yookassa: { shopId: YOOKASSA_SHOP, secretKey: YOOKASSA_KEY, apiUrl: yoo.url },
      },
    },
  });
});
afterAll(async () => {
  await s.close();
  await yoo.close();
});

/** A notification as YooKassa sends it: a refund's names its payment too. */
const note = (event: string, id: string, paymentId?: string) =>
  s.call(api.bank.webhook, {
    params: { provider: 'yookassa' },
    rawBody: JSON.stringify({
      type: 'notification',
      event,
      object: { id, status: 'succeeded', ...(paymentId ? { payment_id: paymentId } : {}) },
    }),
  });

async function gems(playerId: number) {
  const row = await s.testDb.db.kysely
    .selectFrom('player')
    .select('mithril')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return row.mithril;
}

async function order(token: string, packId = 'gems_300') {
  const r = await s.call(api.bank.order, { token, body: { packId, provider: 'yookassa' } });
  expect(r.status).toBe(200);
  const externalId = [...yoo.payments.keys()].at(-1)!;
  return { ...r.body, externalId };
}

describe('YooKassa', () => {
  it('offers itself only for roubles and creates the payment through its API', async () => {
    const p = await s.trial();
    const usd = await s.call(api.bank.status, { token: p.token, query: { currency: 'USD' } });
    expect(usd.body.providers).toEqual([]);
    const rub = await s.call(api.bank.status, { token: p.token });
    expect(rub.body.providers).toEqual([{ id: 'yookassa', test: false }]);
    const o = await order(p.token);
    expect(o.redirectUrl).toBe(`https://yoomoney.test/checkout/${o.externalId}`);
    const created = yoo.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(created.body)).toMatchObject({
      amount: { value: '299.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `https://heroroad.test/?bankPayment=${o.payment.id}`,
      },
    });
    expect(created.headers['idempotence-key']).toBe(`heroroad-payment-${o.payment.id}`);
  });

  it('grants only after reading the payment back as succeeded; a forged notice is refused and logged', async () => {
    const warn = vi.spyOn(s.server.kernel.log, 'warn');
    try {
      const p = await s.trial();
      const before = await gems(p.playerId);
      const o = await order(p.token);
      // Claimed succeeded, but the API says it is still pending.
      const forged = await note('payment.succeeded', o.externalId);
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ code: 'WEBHOOK_REFUSED' });
      const unknown = await note('payment.succeeded', 'no-such-payment');
      expect(unknown.status).toBe(400);
      const garbage = await s.call(api.bank.webhook, {
        params: { provider: 'yookassa' },
        rawBody: 'x{',
      });
      expect(garbage.status).toBe(400);
      expect(
        warn.mock.calls
          .filter(([, m]) => m === 'payment notification refused')
          .map(([o]) => (o as { reason: string }).reason),
      ).toEqual(['unconfirmed', 'unknown', 'malformed']);
      expect(await gems(p.playerId)).toBe(before);
      yoo.succeed(o.externalId);
      const replays = await Promise.all(
        Array.from({ length: 20 }, () => note('payment.succeeded', o.externalId)),
      );
      expect(replays.every((r) => r.status === 200)).toBe(true);
      expect(await gems(p.playerId)).toBe(before + 615);
    } finally {
      warn.mockRestore();
    }
  });

  it('takes the emeralds back on a refund read back from the API', async () => {
    const p = await s.trial();
    const before = await gems(p.playerId);
    const o = await order(p.token, 'gems_100');
    yoo.succeed(o.externalId);
    await note('payment.succeeded', o.externalId);
    expect(await gems(p.playerId)).toBe(before + 200);
    expect((await note('refund.succeeded', 'rf-made-up', o.externalId)).status).toBe(400);
    const partial = yoo.refund(o.externalId, '1.00');
    // A refund of a payment it does not belong to is refused.
    expect((await note('refund.succeeded', partial, 'other-payment')).status).toBe(400);
    expect((await note('refund.succeeded', partial, o.externalId)).status).toBe(200);
    expect(await gems(p.playerId)).toBe(before + 200);
    const full = yoo.refund(o.externalId);
    expect((await note('refund.succeeded', full, o.externalId)).status).toBe(200);
    expect(await gems(p.playerId)).toBe(before);
    const pay = await s.call(api.bank.payment, { token: p.token, params: { id: o.payment.id } });
    expect(pay.body.state).toBe('REFUNDED');
  });

  it('asks the API nothing for a notification naming no order of the bank’s', async () => {
    const asked = yoo.requests.length;
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => note('payment.succeeded', `forged-${i}`)),
      ...Array.from({ length: 50 }, (_, i) => note('refund.succeeded', `rf-${i}`, `forged-${i}`)),
    ]);
    expect(answers.every((a) => a.status === 400 && a.body.code === 'WEBHOOK_REFUSED')).toBe(true);
    expect(yoo.requests.length).toBe(asked);
  });

  it('limits notifications per address', async () => {
    const limited = await startTestServer({
      config: {
        rateLimit: true,
        payments: {
          testProvider: false,
          publicUrl: 'https://heroroad.test',
          stripe: null,
          yookassa: { shopId: YOOKASSA_SHOP, secretKey: YOOKASSA_KEY, apiUrl: yoo.url },
        },
      },
    });
    try {
      const max = api.bank.webhook.ratePerMinute!;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        const r = await limited.call(api.bank.webhook, {
          params: { provider: 'yookassa' },
          rawBody: JSON.stringify({
            type: 'notification',
            event: 'payment.succeeded',
            object: { id: `f${i}` },
          }),
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, max).every((st) => st === 400)).toBe(true);
      expect(statuses[max]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 502 and keeps no order when the API cannot be reached', async () => {
    const down = await startTestServer({
      config: {
        payments: {
          testProvider: false,
          publicUrl: 'https://heroroad.test',
          stripe: null,
          yookassa: { shopId: YOOKASSA_SHOP, secretKey: 'wrong', apiUrl: yoo.url },
        },
      },
    });
    try {
      const p = await down.trial('EN');
      const r = await down.call(api.bank.order, {
        token: p.token,
        body: { packId: 'gems_100', provider: 'yookassa' },
      });
      expect(r.status).toBe(502);
      expect(r.body.message).toBe('The payment service did not answer, please try again later');
      const rows = await down.testDb.db.kysely.selectFrom('payment').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
