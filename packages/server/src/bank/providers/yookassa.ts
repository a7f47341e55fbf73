import type { PriceCurrency } from '@heroroad/rules';
import type { PaymentsConfig } from '../../core/payments-config.js';
import {
  ProviderFailure,
  WebhookRefusal,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type ProviderEvent,
} from './types.js';

type YooKassaSettings = NonNullable<PaymentsConfig['yookassa']>;

interface YooAmount {
  value: string;
  currency: string;
}
interface YooPayment {
  id: string;
  status: string;
  paid?: boolean;
  test?: boolean;
  amount: YooAmount;
  confirmation?: { confirmation_url?: string };
}
interface YooRefund {
  id: string;
  status: string;
  payment_id: string;
  amount: YooAmount;
}

/** "199.00" → 19900: YooKassa writes amounts as decimal strings. */
function minorUnits(a: YooAmount | undefined): number {
  if (!a || !/^\d+(\.\d{1,2})?$/.test(a.value)) return -1;
  const [whole, frac = ''] = a.value.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function decimal(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const OBJECT_ID = /^[\w-]{1,64}$/;

/** A notification's event and the ids it names, or `WebhookRefusal('malformed')`. */
function parseNote(rawBody: string): { event: string; id: string; paymentId: string | null } {
  let note: { type?: unknown; event?: unknown; object?: { id?: unknown; payment_id?: unknown } };
  try {
    note = JSON.parse(rawBody) as typeof note;
  } catch {
    throw new WebhookRefusal('malformed', 'not JSON');
  }
  const id = note.object?.id;
  if (note.type !== 'notification' || typeof note.event !== 'string' || typeof id !== 'string')
    throw new WebhookRefusal('malformed', 'not a YooKassa notification');
  if (!OBJECT_ID.test(id)) throw new WebhookRefusal('malformed', 'bad object id');
  const paymentId = note.object?.payment_id;
  if (
    note.event === 'refund.succeeded' &&
    (typeof paymentId !== 'string' || !OBJECT_ID.test(paymentId))
  )
    throw new WebhookRefusal('malformed', 'a refund without its payment id');
  return { event: note.event, id, paymentId: typeof paymentId === 'string' ? paymentId : null };
}

/**
 * Roubles through YooKassa. The payment is created through its API (HTTP Basic with the shop id
 * and secret key, an Idempotence-Key per order). Its notifications carry no signature, so a
 * notification is only a hint: the payment (or refund) it names is read back from the API, and
 * only what the API answers is acted on. A forged notification names a payment that is not
 * succeeded, or not ours, and is refused; one naming no order of the bank's is refused before
 * anything is asked of the API (`orderNamed`), so anonymous notifications cost no outbound call.
 */
export class YooKassaProvider implements PaymentProvider {
  readonly id = 'yookassa' as const;
  readonly test = false;
  readonly currencies: readonly PriceCurrency[] = ['RUB'];
  private readonly auth: string;

  constructor(private readonly settings: YooKassaSettings) {
    this.auth = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    key?: string,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          'content-type': 'application/json',
          ...(key ? { 'idempotence-key': key } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new ProviderFailure(`YooKassa: ${(e as Error).message}`);
    }
    if (res.status === 404) throw new WebhookRefusal('unconfirmed', `YooKassa knows no ${path}`);
    if (!res.ok) throw new ProviderFailure(`YooKassa answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  }

  async checkout(order: CheckoutOrder): Promise<Checkout> {
    let p: YooPayment;
    try {
      p = await this.call<YooPayment>(
        'POST',
        '/payments',
        {
          amount: { value: decimal(order.price), currency: order.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: order.returnUrl },
          description: order.description.slice(0, 128),
          metadata: { paymentId: String(order.paymentId) },
        },
        `heroroad-payment-${order.paymentId}`,
      );
    } catch (e) {
      if (e instanceof WebhookRefusal) throw new ProviderFailure(e.message);
      throw e;
    }
    const url = p.confirmation?.confirmation_url;
    if (!p.id || !url) throw new ProviderFailure('YooKassa answered a payment without a url');
    return { externalId: p.id, url };
  }

  /** A payment's notification names it by its id, a refund's by `payment_id`. */
  orderNamed(rawBody: string): string | null {
    const note = parseNote(rawBody);
    if (note.event === 'payment.succeeded') return note.id;
    if (note.event === 'refund.succeeded') return note.paymentId;
    return null;
  }

  async verify(rawBody: string): Promise<ProviderEvent> {
    const { event, id, paymentId } = parseNote(rawBody);
    if (event === 'payment.succeeded') {
      const p = await this.call<YooPayment>('GET', `/payments/${id}`);
      if (p.id !== id || p.status !== 'succeeded' || p.paid !== true)
        throw new WebhookRefusal('unconfirmed', `payment ${id} is ${p.status}`);
      return {
        kind: 'paid',
        eventId: `payment.succeeded:${id}`,
        externalId: id,
        amount: minorUnits(p.amount),
        currency: p.amount?.currency ?? '',
        test: p.test === true,
      };
    }
    if (event === 'refund.succeeded') {
      const r = await this.call<YooRefund>('GET', `/refunds/${id}`);
      if (r.id !== id || r.status !== 'succeeded' || r.payment_id !== paymentId)
        throw new WebhookRefusal('unconfirmed', `refund ${id} is ${r.status}`);
      const p = await this.call<YooPayment>('GET', `/payments/${r.payment_id}`);
      // A partial refund leaves the emeralds: staff settle it by hand (OPERATIONS.md).
      if (minorUnits(r.amount) < minorUnits(p.amount))
        return { kind: 'ignored', eventId: `refund.succeeded:${id}`, type: 'refund:partial' };
      return {
        kind: 'refunded',
        eventId: `refund.succeeded:${id}`,
        externalId: r.payment_id,
        test: p.test === true,
      };
    }
    return { kind: 'ignored', eventId: `${event}:${id}`, type: event };
  }
}
