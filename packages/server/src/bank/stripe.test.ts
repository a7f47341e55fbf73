import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../core/clock.js';
import { freshKey } from '../economy/keys.js';
import { STRIPE_KEY, STRIPE_WEBHOOK_SECRET, fakeStripe } from '../../test/fake-providers.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

const clock = manualClock(Date.UTC(2026, 10, 25, 12));
let s: TestServer;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
beforeAll(async () => {
  stripe = await fakeStripe();
  s = await startTestServer({
    clock,
    config: {
      payments: {
        testProvider: false,
        publicUrl: 'https://heroroad.test',
        stripe: {
          secretKey: STRIPE_KEY,
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          toleranceSeconds: 300,
          apiUrl: stripe.url,
        },
        yookassa: null,
      },
    },
  });
});
afterAll(async () => {
  await s.close();
  await stripe.close();
});

const seconds = () => Math.floor(clock() / 1000);
let events = 0;

function completed(sessionId: string, patch: Record<string, unknown> = {}) {
  const session = stripe.sessions.get(sessionId)!;
  return {
    id: `evt_${++events}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: true,
    data: { object: { ...session, payment_status: 'paid', ...patch } },
  };
}

function refunded(sessionId: string, full = true) {
  const session = stripe.sessions.get(sessionId)!;
  return {
    id: `evt_${++events}`,
    object: 'event',
    type: 'charge.refunded',
    livemode: true,
    data: {
      object: {
        id: `ch_${events}`,
        object: 'charge',
        payment_intent: session.payment_intent,
        refunded: full,
        amount: session.amount_total,
        amount_refunded: full ? session.amount_total : 1,
      },
    },
  };
}

function send(signed: { payload: string; header: string }) {
  return s.call(api.bank.webhook, {
    params: { provider: 'stripe' },
    rawBody: signed.payload,
    headers: { 'stripe-signature': signed.header },
  });
}

async function order(token: string, packId = 'gems_700', currency = 'EUR') {
  const r = await s.call(api.bank.order, { token, body: { packId, provider: 'stripe', currency } });
  expect(r.status).toBe(200);
  return r.body;
}

async function balance(playerId: number) {
  return s.testDb.db.kysely
    .selectFrom('player')
    .select(['mithril', 'tickets'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

describe('Stripe Checkout', () => {
  it('creates a Checkout Session at the catalogue price and grants on the signed completion', async () => {
    const p = await s.trial();
    const before = await balance(p.playerId);
    const o = await order(p.token);
    expect(o.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_live_/);
    const sent = stripe.requests.find((r) => r.method === 'POST')!;
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('success_url')).toBe(`https://heroroad.test/?bankPayment=${o.payment.id}`);
    expect(sent.headers['idempotency-key']).toBe(`heroroad-payment-${o.payment.id}`);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const r = await send(stripe.sign(completed(sessionId), seconds()));
    expect(r.status).toBe(200);
    const pay = await s.call(api.bank.payment, { token: p.token, params: { id: o.payment.id } });
    expect(pay.body).toMatchObject({ state: 'GEMS_GRANTED', test: false, gems: 1470 });
    expect((await balance(p.playerId)).mithril).toBe(before.mithril + 1470);
  });

  it('refuses a tampered, a stale, a future-dated and a wrongly keyed notification, and logs each', async () => {
    const warn = vi.spyOn(s.server.kernel.log, 'warn');
    try {
      const p = await s.trial();
      const before = await balance(p.playerId);
      await order(p.token);
      const sessionId = [...stripe.sessions.keys()].at(-1)!;
      const good = stripe.sign(completed(sessionId), seconds());
      const tampered = { ...good, payload: good.payload.replace('"paid"', '"paid" ') };
      const stale = stripe.sign(completed(sessionId), seconds() - 301);
      const future = stripe.sign(completed(sessionId), seconds() + 900);
      const wrongKey = stripe.sign(completed(sessionId), seconds(), 'whsec_other');
      const noHeader = { payload: good.payload, header: '' };
      for (const bad of [tampered, stale, future, wrongKey, noHeader]) {
        const r = await send(bad);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ code: 'WEBHOOK_REFUSED' });
      }
      const reasons = warn.mock.calls
        .filter(([, msg]) => msg === 'payment notification refused')
        .map(([obj]) => (obj as { reason: string }).reason);
      expect(reasons).toEqual(['signature', 'stale', 'stale', 'signature', 'signature']);
      expect((await balance(p.playerId)).mithril).toBe(before.mithril);
      // The genuine one still goes through afterwards.
      expect((await send(good)).status).toBe(200);
      expect((await balance(p.playerId)).mithril).toBeGreaterThan(before.mithril);
    } finally {
      warn.mockRestore();
    }
  });

  it('grants once when one notification is replayed 100 times at once, and logs the replays', async () => {
    const warn = vi.spyOn(s.server.kernel.log, 'warn');
    try {
      const p = await s.trial();
      const before = await balance(p.playerId);
      await order(p.token, 'gems_300', 'USD');
      const sessionId = [...stripe.sessions.keys()].at(-1)!;
      const signed = stripe.sign(completed(sessionId), seconds());
      const answers = await Promise.all(Array.from({ length: 100 }, () => send(signed)));
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
      expect((await balance(p.playerId)).mithril).toBe(before.mithril + 615);
      const ops = await s.testDb.db.kysely
        .selectFrom('ledger_operation')
        .select('idempotency_key')
        .where('player_id', '=', p.playerId)
        .execute();
      expect(ops).toHaveLength(1);
      // Another delivery later is seen as a replay.
      expect((await send(signed)).status).toBe(200);
      expect(
        warn.mock.calls.some(([, m]) => m === 'payment notification replayed: nothing moved'),
      ).toBe(true);
      expect((await balance(p.playerId)).mithril).toBe(before.mithril + 615);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a completion whose amount or currency differs from the order', async () => {
    const p = await s.trial();
    const o = await order(p.token, 'gems_100', 'USD');
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const cheap = await send(stripe.sign(completed(sessionId, { amount_total: 1 }), seconds()));
    expect(cheap.body).toMatchObject({ code: 'PAYMENT_MISMATCH' });
    const rub = await send(stripe.sign(completed(sessionId, { currency: 'rub' }), seconds()));
    expect(rub.body).toMatchObject({ code: 'PAYMENT_MISMATCH' });
    const pay = await s.call(api.bank.payment, { token: p.token, params: { id: o.payment.id } });
    expect(pay.body.state).toBe('STARTED');
  });

  it('takes the emeralds back on a full refund; a partial one is left to staff', async () => {
    const p = await s.trial();
    const before = await balance(p.playerId);
    const o = await order(p.token, 'gems_100', 'USD');
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    await send(stripe.sign(completed(sessionId), seconds()));
    expect((await balance(p.playerId)).mithril).toBe(before.mithril + 200);
    await send(stripe.sign(refunded(sessionId, false), seconds()));
    expect((await balance(p.playerId)).mithril).toBe(before.mithril + 200);
    expect((await send(stripe.sign(refunded(sessionId), seconds()))).status).toBe(200);
    expect(await balance(p.playerId)).toEqual(before);
    const pay = await s.call(api.bank.payment, { token: p.token, params: { id: o.payment.id } });
    expect(pay.body.state).toBe('REFUNDED');
  });

  it('after the emeralds were spent, a refund takes what is left, records the debt and flags the account', async () => {
    const p = await s.trial();
    const start = await balance(p.playerId);
    await order(p.token, 'gems_300', 'RUB');
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    await send(stripe.sign(completed(sessionId), seconds()));
    const granted = start.mithril + 615;
    await s.server.kernel.players.withPlayer(p.playerId, (u) =>
      u.wallet.spend({ MITHRIL: 500 }, { reason: 'shop', key: freshKey('shop') }),
    );
    await send(stripe.sign(refunded(sessionId), seconds()));
    const after = await balance(p.playerId);
    expect(after.mithril).toBe(0);
    const account = await s.testDb.db.kysely
      .selectFrom('bank_account')
      .selectAll()
      .where('player_id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ debt: 615 - (granted - 500), flagged: 1, gems_bought: 0 });
    // The next purchase (700 + 70) settles the debt first.
    await order(p.token, 'gems_700', 'RUB');
    const next = [...stripe.sessions.keys()].at(-1)!;
    await send(stripe.sign(completed(next), seconds()));
    const settled = await s.testDb.db.kysely
      .selectFrom('bank_account')
      .selectAll()
      .where('player_id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    expect(settled).toMatchObject({ debt: 0, flagged: 0 });
    expect((await balance(p.playerId)).mithril).toBe(770 - account.debt);
  });

  it('records a test-mode completion without granting when test grants are off', async () => {
    const p = await s.trial();
    const before = await balance(p.playerId);
    await order(p.token, 'gems_100', 'USD');
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const r = await send(stripe.sign({ ...completed(sessionId), livemode: false }, seconds()));
    expect(r.status).toBe(200);
    expect(await balance(p.playerId)).toEqual(before);
  });
});
