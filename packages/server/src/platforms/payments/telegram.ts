import { randomBytes, timingSafeEqual } from 'node:crypto';
import { findPack, pickText, type Lang } from '@heroroad/rules';
import type { AuthContext } from '../../core/auth-context.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import { AuditLog, staffActor } from '../../moderation/audit.js';
import type { BusLog } from '../../realtime/bus.js';
import type { PlatformSales } from './sales.js';

interface TgSettings {
  readonly botToken: string;
  readonly webhookSecret: string;
  readonly apiUrl: string;
}

type Update = Record<string, unknown>;
type Obj = Record<string, unknown> | undefined;
interface BotAnswer {
  ok?: boolean;
  result?: unknown;
  description?: string;
}

/**
 * Telegram Stars (currency XTR; core.telegram.org/bots/api). The server makes the invoice
 * (`createInvoiceLink`) with a random payload stored as a pending order priced from the
 * catalogue; `pre_checkout_query` is answered after checking payload, amount and currency against
 * that order; goods are granted only on `successful_payment` (which may arrive twice: the order
 * grants once) and taken back on `refunded_payment`. Updates are believed only with the webhook's
 * secret token (setWebhook `secret_token`).
 *
 * Refunds: Telegram lets the bot refund a Stars payment (`refundStarPayment` with the buyer's user
 * id and `telegram_payment_charge_id`, so the charge is kept beside the order when it is paid);
 * staff ask for it (`refund`), and the goods go back through the bank's refund whether Telegram's
 * `refunded_payment` message or our own call comes first (the refund is idempotent). A second
 * refund of one charge fails at Telegram with CHARGE_ALREADY_REFUNDED (core.telegram.org,
 * payments.refundStarsCharge): then our order is brought in line (taken back if it was not) and
 * the call answers PLATFORM_ALREADY_REFUNDED.
 */
export class TelegramPayments {
  constructor(
    private readonly settings: TgSettings,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly clock: Clock,
    private readonly log: BusLog,
  ) {}

  private async bot(method: string, body: object): Promise<unknown> {
    const answer = await this.call(method, body);
    if (!answer.ok) {
      this.log.warn({ method, description: answer.description }, 'Telegram Bot API refused');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
    return answer.result;
  }

  /** One Bot API call, its refusal answered rather than thrown. */
  private async call(method: string, body: object): Promise<BotAnswer> {
    try {
      const res = await fetch(`${this.settings.apiUrl}/bot${this.settings.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
      });
      return (await res.json()) as BotAnswer;
    } catch (e) {
      this.log.warn({ method, err: (e as Error).message }, 'Telegram Bot API unreachable');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
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
    if (paid) await this.successful(paid, (message?.from as Obj)?.id);
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

  private async successful(p: Record<string, unknown>, buyer: unknown): Promise<void> {
    const payload = String(p.invoice_payload ?? '');
    const order = await this.sales.order('tg', payload);
    if (!order) {
      this.log.warn(
        { charge: p.telegram_payment_charge_id },
        'Telegram payment of an unknown order',
      );
      return;
    }
    const charge = String(p.telegram_payment_charge_id ?? '');
    if (charge && (typeof buyer === 'number' || typeof buyer === 'string'))
      await this.db.kysely
        .insertInto('platform_charge')
        .values({
          payment_id: Number(order.id),
          source: 'tg',
          charge_id: charge,
          platform_user_id: String(buyer),
          created_at: this.clock(),
        })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .execute();
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

  /** Staff refund a paid Stars order: Telegram returns the Stars, the bank takes the goods back. */
  async refund(auth: AuthContext, paymentId: number, reason: string) {
    const db = this.db.kysely;
    const order = await db
      .selectFrom('payment')
      .select(['id', 'external_id', 'test', 'receiver_id'])
      .where('id', '=', paymentId)
      .where('provider', '=', 'tg')
      .executeTakeFirst();
    if (!order?.external_id) throw new AppError('PAYMENT_NOT_FOUND', 404);
    const charge = await db
      .selectFrom('platform_charge')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    if (!charge) throw new AppError('PLATFORM_PURCHASE_UNPAID', 409);
    const answer = await this.call('refundStarPayment', {
      user_id: Number(charge.platform_user_id),
      telegram_payment_charge_id: charge.charge_id,
    });
    const already = !answer.ok && /CHARGE_ALREADY_REFUNDED/.test(answer.description ?? '');
    if (!answer.ok && !already) {
      this.log.warn({ paymentId, description: answer.description }, 'Telegram refused a refund');
      throw new AppError('PLATFORM_UNAVAILABLE', 502);
    }
    const row = (await this.sales.refunded('tg', order.external_id, Number(order.test) === 1))!;
    await new AuditLog(db, this.clock).write({
      actor: staffActor(auth.viewerId ?? auth.playerId),
      action: 'platform.refund',
      playerId: Number(order.receiver_id),
      details: { source: 'tg', paymentId, charge: charge.charge_id, alreadyRefunded: already },
      reason,
      inView: auth.viewerId !== null,
    });
    if (already) throw new AppError('PLATFORM_ALREADY_REFUNDED', 409);
    return { paymentId, state: row.state, debt: Number(row.debt) };
  }
}
