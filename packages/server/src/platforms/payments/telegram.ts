import { randomBytes, timingSafeEqual } from 'node:crypto';
import { findPack, pickText, type Lang } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';
import type { BusLog } from '../../realtime/bus.js';
import type { PlatformSales } from './sales.js';

interface TgSettings {
  readonly botToken: string;
  readonly webhookSecret: string;
  readonly apiUrl: string;
}

type Update = Record<string, unknown>;
type Obj = Record<string, unknown> | undefined;

/**
 * Telegram Stars (currency XTR; core.telegram.org/bots/api). The server makes the invoice
 * (`createInvoiceLink`) with a random payload stored as a pending order priced from the
 * catalogue; `pre_checkout_query` is answered after checking payload, amount and currency against
 * that order; goods are granted only on `successful_payment` (which may arrive twice: the order
 * grants once) and taken back on `refunded_payment`. Updates are believed only with the webhook's
 * secret token (setWebhook `secret_token`).
 */
export class TelegramPayments {
  constructor(
    private readonly settings: TgSettings,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  private async bot(method: string, body: object): Promise<unknown> {
    let answer: { ok?: boolean; result?: unknown; description?: string };
    try {
      const res = await fetch(`${this.settings.apiUrl}/bot${this.settings.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
      });
      answer = (await res.json()) as typeof answer;
    } catch (e) {
      this.log.warn({ method, err: (e as Error).message }, 'Telegram Bot API unreachable');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
    if (!answer.ok) {
      this.log.warn({ method, description: answer.description }, 'Telegram Bot API refused');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
    return answer.result;
  }

  async invoice(playerId: number, packId: string, lang: Lang) {
    const pack = findPack(packId);
    if (!pack) throw new AppError('PACK_UNKNOWN');
    const payload = randomBytes(16).toString('hex');
    const order = await this.sales.pending('tg', playerId, pack.id, payload);
    const title = pickText(pack.name, lang);
    const link = await this.bot('createInvoiceLink', {
      title,
      description: title,
      payload,
      currency: 'XTR',
      prices: [{ label: title, amount: order.amount }],
    });
    if (typeof link !== 'string') throw new AppError('PLATFORM_UNAVAILABLE', 502);
    return { paymentId: order.paymentId, link, amount: order.amount, currency: order.currency };
  }

  private trusted(secretHeader: string | undefined): boolean {
    const want = Buffer.from(this.settings.webhookSecret);
    const got = Buffer.from(secretHeader ?? '');
    return want.length === got.length && timingSafeEqual(want, got);
  }

  async webhook(secretHeader: string | undefined, rawBody: string): Promise<{ ok: true }> {
    if (!this.trusted(secretHeader)) {
      this.log.warn({ source: 'tg' }, 'Telegram update without the webhook secret');
      throw new AppError('WEBHOOK_REFUSED', 401);
    }
    let update: Update;
    try {
      update = JSON.parse(rawBody) as Update;
    } catch {
      throw new AppError('WEBHOOK_REFUSED');
    }
    const query = update.pre_checkout_query as Obj;
    if (query) await this.preCheckout(query);
    const message = update.message as Obj;
    const paid = message?.successful_payment as Obj;
    if (paid) await this.successful(paid);
    const refunded = message?.refunded_payment as Obj;
    if (refunded) {
      await this.sales.refunded('tg', String(refunded.invoice_payload ?? ''), false);
    }
    return { ok: true };
  }

  private async preCheckout(q: Record<string, unknown>): Promise<void> {
    const order = await this.sales.order('tg', String(q.invoice_payload ?? ''));
    const ok =
      !!order &&
      order.state === 'STARTED' &&
      q.currency === 'XTR' &&
      order.currency === 'XTR' &&
      q.total_amount === order.price;
    await this.bot('answerPreCheckoutQuery', {
      pre_checkout_query_id: q.id,
      ok,
      ...(ok
        ? {}
        : { error_message: 'This order is no longer valid / Этот заказ уже недействителен' }),
    });
    if (!ok) this.log.warn({ payload: q.invoice_payload }, 'Telegram pre-checkout refused');
  }

  private async successful(p: Record<string, unknown>): Promise<void> {
    const payload = String(p.invoice_payload ?? '');
    const order = await this.sales.order('tg', payload);
    if (!order) {
      this.log.warn(
        { charge: p.telegram_payment_charge_id },
        'Telegram payment of an unknown order',
      );
      return;
    }
    let granted: boolean;
    try {
      ({ granted } = await this.sales.grantRecorded(
        'tg',
        payload,
        Number(p.total_amount),
        String(p.currency ?? ''),
      ));
    } catch (e) {
      // Telegram retries anything but 200: a refusal of ours is logged, not retried.
      if (!(e instanceof AppError)) throw e;
      this.log.warn({ paymentId: order.id, code: e.code }, 'Telegram payment refused');
      return;
    }
    this.log.info(
      { paymentId: order.id, charge: p.telegram_payment_charge_id, granted },
      'Telegram payment',
    );
  }
}
