import { api } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { T, gpSigned, signedHeader, xsollaAuth } from './platforms.js';

const stand = platformStand();
const { buyer, gems, sec } = stand;
let seq = 20_000;

describe('GamePush, RuStore and signed confirmations', () => {
  it('never grants a GamePush test purchase', async () => {
    const b = await buyer('gp');
    const before = await gems(b.playerId);
    const body = gpSigned({
      event: 'purchase',
      projectId: T.gpProject,
      time: sec(),
      player: { id: Number(b.userId), test: true },
      result: { id: 'gp-test-1', tag: 'gems_100', price: 99, currency: 'RUB' },
    });
    const r = await stand.s.fetch('/api/platform/gp/gamepush', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(r.status).toBe(200);
    expect(await gems(b.playerId)).toBe(before);
  });

  it('grants a RuStore invoice only when confirmed, and only to the player it was made for', async () => {
    const p = await stand.s.player();
    const other = await stand.s.player();
    const put = (status: string) =>
      stand.fake.state.rustore.set('inv-1', {
        invoice_status: status,
        amount: 9900,
        currency: 'RUB',
        item_code: 'gems_100',
        developer_payload: String(p.playerId),
      });
    put('PAID');
    const held = await stand.s.call(api.platform.rustorePurchase, {
      token: p.token,
      body: { invoiceId: 'inv-1' },
    });
    expect(held.body).toEqual({ status: 'PAID', paymentId: null, granted: false });
    put('CONFIRMED');
    const stolen = await stand.s.call(api.platform.rustorePurchase, {
      token: other.token,
      body: { invoiceId: 'inv-1' },
    });
    expect(stolen.status).toBe(404);
    const paid = await stand.s.call(api.platform.rustorePurchase, {
      token: p.token,
      body: { invoiceId: 'inv-1' },
    });
    expect(paid.body).toMatchObject({ status: 'CONFIRMED', granted: true });
    put('REFUNDED');
    const before = await gems(p.playerId);
    await stand.s.call(api.platform.rustorePurchase, {
      token: p.token,
      body: { invoiceId: 'inv-1' },
    });
    expect(await gems(p.playerId)).toBeLessThan(before);
  });

  it('refuses a signed confirmation with a bad signature, a stale time or a wrong amount', async () => {
    const b = await buyer('foto');
    const send = (over: object, sig?: string) => {
      const body = JSON.stringify({
        event: 'paid',
        orderId: `f${++seq}`,
        userId: b.userId,
        packId: 'gems_100',
        amount: 9900,
        currency: 'RUB',
        time: sec(),
        ...over,
      });
      return stand.s.fetch('/api/platform/foto/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sig ?? signedHeader(body) },
        body,
      });
    };
    expect((await send({}, 'ab'.repeat(32))).status).toBe(401);
    const stale = await send({ time: sec() - 7200 });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'PLATFORM_CREDENTIALS_STALE' });
    expect((await send({ amount: 99 })).status).toBe(400);
    expect((await send({})).status).toBe(200);
  });

  it('answers payment calls of platforms that sell nothing or are not configured', async () => {
    const r = await stand.s.fetch('/api/platform/gamedistrib/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({ code: 'PLATFORM_NO_PAYMENTS' });
  });
});

describe('refunds and refusals of the webhook platforms', () => {
  const gp = (body: object) =>
    stand.s.fetch('/api/platform/gp/gamepush', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: gpSigned(body),
    });

  it('GamePush: a refund takes a purchase back; another project or a forged signature moves nothing', async () => {
    const b = await buyer('gp');
    const before = await gems(b.playerId);
    const event = (kind: string, over: object = {}) => ({
      event: kind,
      projectId: T.gpProject,
      time: sec(),
      player: { id: Number(b.userId) },
      result: { id: `gp-${++seq}`, tag: 'gems_100', price: 99, currency: 'RUB' },
      ...over,
    });
    const paid = event('purchase');
    expect((await gp(paid)).status).toBe(200);
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    expect((await gp({ ...paid, event: 'refund', time: sec() })).status).toBe(200);
    expect(await gems(b.playerId)).toBe(before);
    expect((await gp(event('purchase', { projectId: '1' }))).status).toBe(401);
    const forged = await stand.s.fetch('/api/platform/gp/gamepush', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `${gpSigned(event('purchase')).split('.')[0]}.${'ab'.repeat(32)}`,
    });
    expect(forged.status).toBe(401);
    expect(await gems(b.playerId)).toBe(before);
  });

  it('Xsolla (CrazyGames): validates users, refuses a bad signature, refunds a payment', async () => {
    const b = await buyer('crazygames');
    const send = (n: object, auth?: string) => {
      const body = JSON.stringify(n);
      return stand.s.fetch('/api/platform/crazygames/xsolla', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth ?? xsollaAuth(body) },
        body,
      });
    };
    expect(
      (await send({ notification_type: 'user_validation', user: { id: b.userId } })).status,
    ).toBe(204);
    expect(
      (await send({ notification_type: 'user_validation', user: { id: 'nobody' } })).status,
    ).toBe(400);
    const before = await gems(b.playerId);
    const payment = {
      notification_type: 'payment',
      user: { id: b.userId },
      transaction: { id: ++seq, dry_run: 0 },
      purchase: {
        total: { amount: 1.99, currency: 'USD' },
        virtual_items: { items: [{ sku: 'gems_100', amount: 1 }] },
      },
    };
    expect((await send(payment, 'Signature 0000')).status).toBe(400);
    expect(await gems(b.playerId)).toBe(before);
    expect((await send(payment)).status).toBe(204);
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    expect((await send({ ...payment, notification_type: 'refund' })).status).toBe(204);
    expect(await gems(b.playerId)).toBe(before);
    // A dry run is a test order: answered, never granted.
    expect((await send({ ...payment, transaction: { id: ++seq, dry_run: 1 } })).status).toBe(204);
    expect(await gems(b.playerId)).toBe(before);
  });

  it('signed confirmations (the wrappers) take a refund back', async () => {
    const b = await buyer('google');
    const before = await gems(b.playerId);
    const send = (event: string, orderId: string) => {
      const body = JSON.stringify({
        event,
        orderId,
        userId: b.userId,
        packId: 'gems_100',
        amount: 9900,
        currency: 'RUB',
        time: sec(),
      });
      return stand.s.fetch('/api/platform/google/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signedHeader(body) },
        body,
      });
    };
    const order = `g-${++seq}`;
    expect((await send('paid', order)).status).toBe(200);
    expect(await gems(b.playerId)).toBeGreaterThan(before);
    expect((await send('refunded', order)).status).toBe(200);
    expect(await gems(b.playerId)).toBe(before);
  });
});
