import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { platformStand } from './platform-stand.js';
import { T, xsollaAuth } from './platforms.js';
import { xsollaOrder } from './partner-examples.js';

/**
 * Partners whose adapters take goods back, held to the partners' published formats: Xsolla's
 * in-game store webhooks (CrazyGames) and Telegram Stars refunds.
 */
const stand = platformStand();
const { buyer, gems } = stand;
let seq = 41_000;

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
    // The staff card lists it as a refunded Telegram payment.
    const listed = await stand.s.call(api.staff.playerPayments, {
      token: admin.token,
      params: { id: b.playerId },
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(
      expect.objectContaining({ id: paymentId, provider: 'tg', state: 'REFUNDED' }),
    );
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
