import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import type { Buyer, PlatformStand } from './platform-stand.js';
import { T, gpSigned, signedHeader, xsollaAuth, yaSigned } from './platforms.js';

/** The partner platforms whose paid orders the economy's tests buy packs through. */
export const PAID_SOURCES = ['tg', 'crazygames', 'ya', 'kong', 'mystore', 'gp', 'foto'] as const;
export type PaidSource = (typeof PAID_SOURCES)[number];

export interface Reply {
  readonly status: number;
  readonly text: string;
}

/**
 * A pack bought on a partner platform, as that platform tells the server: the order prepared
 * where the platform needs one (an invoice, a Kongregate item, a RuStore purchase), then one
 * function that delivers "this order is paid" with a valid signature, to be called any number of
 * times.
 */
export async function paidOrder(
  stand: PlatformStand,
  b: Buyer,
  packId: string,
  orderId: string,
): Promise<() => Promise<Reply>> {
  const price = platformPrice(b.source, packId)!;
  const s = stand.s;
  const post = async (path: string, body: string, headers: Record<string, string>) => {
    const res = await s.fetch(path, { method: 'POST', body, headers });
    return { status: res.status, text: await res.text() };
  };
  const json = { 'content-type': 'application/json' };
  const sec = stand.sec();
  switch (b.source as PaidSource) {
    case 'tg': {
      const r = await s.call(api.platform.tgInvoice, { token: b.token, body: { packId } });
      if (r.status !== 200) throw new Error(`invoice: ${JSON.stringify(r.body)}`);
      const row = await s.testDb.db.kysely
        .selectFrom('payment')
        .select('external_id')
        .where('id', '=', r.body.paymentId)
        .executeTakeFirstOrThrow();
      const body = JSON.stringify({
        update_id: 1,
        message: {
          message_id: 1,
          successful_payment: {
            currency: 'XTR',
            total_amount: price.amount,
            invoice_payload: row.external_id,
            telegram_payment_charge_id: `ch-${row.external_id}`,
          },
        },
      });
      return () =>
        post('/api/platform/tg/webhook', body, {
          ...json,
          'x-telegram-bot-api-secret-token': T.tgHook,
        });
    }
    case 'crazygames': {
      const body = JSON.stringify({
        notification_type: 'payment',
        user: { id: b.userId },
        transaction: { id: orderId, dry_run: 0 },
        purchase: {
          total: { amount: price.amount / 100, currency: 'USD' },
          virtual_items: { items: [{ sku: packId, amount: 1 }] },
        },
      });
      return () =>
        post('/api/platform/crazygames/xsolla', body, { ...json, authorization: xsollaAuth(body) });
    }
    case 'ya': {
      const signature = yaSigned({
        algorithm: 'HMAC-SHA256',
        issuedAt: sec,
        data: {
          token: orderId,
          status: 'paid',
          product: { id: packId, price: { code: 'YAN', value: String(price.amount) } },
        },
      });
      const body = JSON.stringify({ signature });
      return () => post(api.platform.yaPurchases.url, body, { ...json, authorization: b.token });
    }
    case 'kong': {
      const itemId = Number(orderId.replace(/\D/g, '')) || 1;
      stand.fake.state.kongItems.set(b.userId, [
        { id: itemId, identifier: packId, remaining_uses: 1 },
      ]);
      const body = JSON.stringify({ gameAuthToken: `kt${b.userId}` });
      return () => post(api.platform.kongClaim.url, body, { ...json, authorization: b.token });
    }
    case 'mystore': {
      stand.fake.state.rustore.set(orderId, {
        invoiceId: orderId,
        invoiceStatus: 'CONFIRMED',
        appId: 3399750,
        amount: price.amount,
        currency: 'RUB',
        itemCode: packId,
        developerPayload: String(b.playerId),
      });
      const body = JSON.stringify({ invoiceId: orderId });
      return () =>
        post(api.platform.rustorePurchase.url, body, { ...json, authorization: b.token });
    }
    case 'gp': {
      const body = gpSigned({
        event: 'purchase',
        projectId: T.gpProject,
        time: sec,
        player: { id: Number(b.userId), projectId: T.gpProject },
        result: { id: orderId, tag: packId, price: price.amount, currency: 'RUB' },
      });
      return () => post('/api/platform/gp/gamepush', body, { 'content-type': 'text/plain' });
    }
    case 'foto': {
      const body = JSON.stringify({
        event: 'paid',
        orderId,
        userId: b.userId,
        packId,
        amount: price.amount,
        currency: 'RUB',
        time: sec,
      });
      return () =>
        post('/api/platform/foto/confirm', body, { ...json, 'x-signature': signedHeader(body) });
    }
  }
}
