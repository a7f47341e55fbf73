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

  it('grants a RuStore invoice only when paid, and only to the player it was made for', async () => {
    const p = await stand.s.player();
    const other = await stand.s.player();
    const put = (status: string, over: Record<string, unknown> = {}) =>
      stand.fake.state.rustore.set('inv-1', {
        invoiceId: 'inv-1',
        invoiceStatus: status,
        appId: 3399750,
        amount: 9900,
        currency: 'RUB',
        itemCode: 'gems_100',
        developerPayload: String(p.playerId),
        ...over,
      });
    const check = (token: string, invoiceId = 'inv-1') =>
      stand.s.call(api.platform.rustorePurchase, { token, body: { invoiceId } });
    put('EXECUTED');
    expect((await check(p.token)).body).toEqual({
      status: 'EXECUTED',
      paymentId: null,
      granted: false,
    });
    put('CONFIRMED');
    expect((await check(other.token)).status).toBe(404);
    expect((await check(p.token)).body).toMatchObject({ status: 'CONFIRMED', granted: true });
    expect((await check(p.token)).body).toMatchObject({ status: 'CONFIRMED', granted: false });
    put('REFUNDED');
    const before = await gems(p.playerId);
    await check(p.token);
    expect(await gems(p.playerId)).toBeLessThan(before);
  });

  it('grants a held (PAID) RuStore purchase after reading it, then confirms it once', async () => {
    const p = await stand.s.player();
    const purchaseId = '3aa0c7bd-964e-4562-b218-fe365adb4ae3';
    const invoice = {
      invoiceId: 'inv-held',
      invoiceStatus: 'PAID',
      appId: 3399750,
      amount: 9900,
      currency: 'RUB',
      itemCode: 'gems_100',
      developerPayload: String(p.playerId),
      sdkPurchaseId: purchaseId,
    };
    stand.fake.state.rustore.set('inv-held', { ...invoice });
    const before = await gems(p.playerId);
    const body = { invoiceId: 'inv-held', purchaseId };
    // The Pay SDK's purchase id is needed to confirm: without one the goods are granted and the
    // hold waits for the next check.
    const first = await stand.s.call(api.platform.rustorePurchase, {
      token: p.token,
      body: { invoiceId: 'inv-held' },
    });
    expect(first.body).toMatchObject({ status: 'PAID', granted: true });
    const again = await Promise.all(
      [1, 2, 3].map(() => stand.s.call(api.platform.rustorePurchase, { token: p.token, body })),
    );
    expect(again.map((r) => r.body.granted)).toEqual([false, false, false]);
    expect(again.some((r) => r.body.status === 'CONFIRMED')).toBe(true);
    expect(stand.fake.state.rustoreConfirms.filter((id) => id === purchaseId)).toHaveLength(1);
    expect(stand.fake.state.rustore.get('inv-held')?.invoiceStatus).toBe('CONFIRMED');
    const payments = await stand.s.testDb.db.kysely
      .selectFrom('payment')
      .select(['state', 'gems'])
      .where('external_id', '=', 'inv-held')
      .execute();
    expect(payments).toHaveLength(1);
    expect(await gems(p.playerId)).toBe(before + payments[0]!.gems);
  });

  it('never confirms a held RuStore purchase at the wrong price: RuStore reverses it', async () => {
    const p = await stand.s.player();
    const purchaseId = '0d3c9a4e-1111-4222-8333-944455556666';
    stand.fake.state.rustore.set('inv-cheap', {
      invoiceId: 'inv-cheap',
      invoiceStatus: 'PAID',
      appId: 3399750,
      purchaseId,
      amount: 100,
      currency: 'RUB',
      itemCode: 'gems_100',
      developerPayload: String(p.playerId),
    });
    const before = await gems(p.playerId);
    const r = await stand.s.call(api.platform.rustorePurchase, {
      token: p.token,
      body: { invoiceId: 'inv-cheap' },
    });
    expect(r.status).toBe(400);
    expect(stand.fake.state.rustoreConfirms).not.toContain(purchaseId);
    expect(stand.fake.state.rustore.get('inv-cheap')?.invoiceStatus).toBe('PAID');
    expect(await gems(p.playerId)).toBe(before);
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
