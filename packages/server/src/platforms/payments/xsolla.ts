import { createHash } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { identityOwner } from '../accounts.js';
import { sameHex } from '../crypto.js';
import type { PlatformSales } from './sales.js';

type Obj = Record<string, unknown> | undefined;

/** Error codes of Xsolla's webhook replies (its docs and its PHP SDK's webhook exceptions). */
export type XsollaCode =
  'INVALID_SIGNATURE' | 'INVALID_PARAMETER' | 'INVALID_USER' | 'INCORRECT_AMOUNT' | 'FATAL_ERROR';

export interface XsollaAnswer {
  readonly status: number;
  /** Empty for the 204 of success. */
  readonly body: string;
}

const done: XsollaAnswer = { status: 204, body: '' };

/**
 * A refusal in Xsolla's documented shape. Xsolla's docs answer a refusal of the data (a missing
 * parameter, a failed authorisation) with 400 and a temporary fault of ours with 500 (Xsolla
 * retries those, up to 12 times in 12 hours); its PHP SDK answers a bad signature with 401
 * instead. Any 4xx stops the retries alike, so we keep to the docs' 400.
 */
const refuse = (code: XsollaCode, message: string, status = 400): XsollaAnswer => ({
  status,
  body: JSON.stringify({ error: { code, message } }),
});

const SIGNATURE = /^Signature ([0-9a-f]{40})$/i;

/**
 * CrazyGames purchases go through Xsolla's in-game store (developers.xsolla.com: webhooks
 * overview, `order_paid`, `order_canceled`; xsolla/xsolla-sdk-php for the signature rule, the
 * messages' fields and the error codes). Off unless XSOLLA_WEBHOOK_SECRET is set.
 *
 * - Signature: `Authorization: Signature <hex sha1(raw body + secret)>`, plain SHA-1.
 * - `user_validation`: 204 when the CrazyGames user plays here, else 400 INVALID_USER.
 * - `order_paid` grants; so does a `payment` that names a pack among its virtual items (the
 *   in-game store may send both for one purchase). Both are keyed by the transaction id
 *   (`order.invoice_id`, the `payment`'s `transaction.id`), so either or both grant once. The
 *   order must be one pack, quantity 1, paid in real money matching the catalogue's price (Xsolla
 *   gives major units, "1.99"; ours are cents). The user is `user.external_id` (order webhooks) or
 *   `user.id` (payment): the CrazyGames user id.
 * - Test orders: `transaction.dry_run` on `payment`, `order.mode` "sandbox" on order webhooks.
 * - Take-backs: `order_canceled` (sent after a refund is processed) and `refund` take the pack
 *   back through the bank's refund (the debt rule when the emeralds are spent); `afs_reject` (the
 *   anti-fraud check rejected the transaction) does the same. `partial_refund` is logged for
 *   staff: a pack cannot be taken back in part.
 * - Replies: 204 with no body, or `{"error":{"code","message"}}` (see `refuse`).
 */
export class XsollaPayments {
  constructor(
    private readonly secret: string,
    private readonly db: Db,
    private readonly sales: PlatformSales,
    private readonly log: BusLog,
  ) {}

  async webhook(authorization: string | undefined, rawBody: string): Promise<XsollaAnswer> {
    const sig = SIGNATURE.exec((authorization ?? '').trim())?.[1];
    const want = createHash('sha1')
      .update(rawBody + this.secret)
      .digest('hex');
    if (!sameHex(want, sig)) {
      this.log.warn({ source: 'crazygames' }, 'Xsolla notification with a bad signature');
      return refuse('INVALID_SIGNATURE', 'Invalid signature');
    }
    let n: Record<string, unknown>;
    try {
      n = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return refuse('INVALID_PARAMETER', 'The body is not JSON');
    }
    const type = typeof n.notification_type === 'string' ? n.notification_type : '';
    if (!type) return refuse('INVALID_PARAMETER', 'notification_type is missing');
    try {
      return await this.handle(type, n);
    } catch (e) {
      if (!(e instanceof AppError)) {
        this.log.warn({ err: e, source: 'crazygames', type }, 'Xsolla notification failed');
        return refuse('FATAL_ERROR', 'Temporary error, try again', 500);
      }
      this.log.warn({ source: 'crazygames', type, code: e.code }, 'Xsolla notification refused');
      if (e.code === 'PAYMENT_MISMATCH') return refuse('INCORRECT_AMOUNT', e.code);
      if (e.code === 'PLATFORM_ACCOUNT_UNKNOWN') return refuse('INVALID_USER', 'Unknown user');
      return refuse('INVALID_PARAMETER', e.code);
    }
  }

  private async handle(type: string, n: Record<string, unknown>): Promise<XsollaAnswer> {
    const user = n.user as Obj;
    const tx = n.transaction as Obj;
    const order = n.order as Obj;
    const userId = String(user?.external_id ?? user?.id ?? '');
    const test = tx?.dry_run === 1 || tx?.dry_run === true || order?.mode === 'sandbox';
    // The transaction id keys a purchase whichever of its notifications tells it.
    const externalId = String(order?.invoice_id ?? tx?.id ?? '');
    switch (type) {
      case 'user_validation':
        if ((await this.owner(userId)) === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN');
        return done;
      case 'order_paid':
        return this.paidOrder(externalId, test, userId, n);
      case 'payment':
        return this.payment(externalId, test, userId, n.purchase as Obj);
      case 'order_canceled':
      case 'refund':
      case 'afs_reject':
        if (!externalId) throw new AppError('WEBHOOK_REFUSED');
        await this.sales.refunded('crazygames', externalId, test);
        return done;
      case 'partial_refund':
        this.log.warn(
          { source: 'crazygames', externalId },
          'Xsolla partial refund: nothing taken back, for staff to settle',
        );
        return done;
      default:
        return done;
    }
  }

  private owner(userId: string) {
    return identityOwner(this.db.kysely, 'crazygames', userId);
  }

  private async paidOrder(
    externalId: string,
    test: boolean,
    userId: string,
    n: Record<string, unknown>,
  ): Promise<XsollaAnswer> {
    const order = n.order as Obj;
    const items = Array.isArray(n.items) ? (n.items as Obj[]) : [];
    const item = items[0];
    if (!externalId || items.length !== 1 || Number(item?.quantity ?? 1) !== 1)
      throw new AppError('WEBHOOK_REFUSED');
    // Packs are sold for real money only, never for an Xsolla virtual currency.
    if (order?.currency_type !== undefined && order.currency_type !== 'real')
      throw new AppError('PAYMENT_MISMATCH');
    await this.grant(externalId, test, userId, String(item?.sku ?? ''), order);
    return done;
  }

  private async payment(
    externalId: string,
    test: boolean,
    userId: string,
    purchase: Obj,
  ): Promise<XsollaAnswer> {
    const items = ((purchase?.virtual_items as Obj)?.items ?? []) as Obj[];
    // A payment without a pack item is the in-game store's: its order_paid grants.
    if (items.length === 0) return done;
    if (!externalId || items.length !== 1) throw new AppError('WEBHOOK_REFUSED');
    const total = (purchase?.total ?? purchase?.checkout) as Obj;
    await this.grant(externalId, test, userId, String(items[0]?.sku ?? ''), total);
    return done;
  }

  private async grant(externalId: string, test: boolean, userId: string, sku: string, sum: Obj) {
    const playerId = await this.owner(userId);
    if (playerId === null) throw new AppError('PLATFORM_ACCOUNT_UNKNOWN');
    await this.sales.paid({
      source: 'crazygames',
      externalId,
      test,
      playerId,
      packId: sku,
      amount: Math.round(Number(sum?.amount) * 100),
      currency: String(sum?.currency ?? ''),
    });
  }
}
