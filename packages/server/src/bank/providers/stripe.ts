import { PRICE_CURRENCIES, type PriceCurrency } from '@heroroad/rules';
import Stripe from 'stripe';
import type { Clock } from '../../core/clock.js';
import type { PaymentsConfig } from '../../core/payments-config.js';
import {
  ProviderFailure,
  WebhookRefusal,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type ProviderEvent,
} from './types.js';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

/**
 * Cards through Stripe Checkout: the server creates a Checkout Session for the catalogue's price,
 * and grants on `checkout.session.completed` once the official library has verified the
 * signature and the timestamp (tolerance from settings). A refund (`charge.refunded`, in full)
 * is tied back to its session by asking Stripe which session made the payment intent.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  readonly test: boolean;
  readonly currencies: readonly PriceCurrency[] = PRICE_CURRENCIES;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly clock: Clock,
  ) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.test = settings.secretKey.startsWith('sk_test_');
  }

  async checkout(order: CheckoutOrder): Promise<Checkout> {
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(order.paymentId),
          metadata: { paymentId: String(order.paymentId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.price,
                product_data: { name: order.description },
              },
            },
          ],
          success_url: order.returnUrl,
          cancel_url: order.returnUrl,
        },
        { idempotencyKey: `heroroad-payment-${order.paymentId}` },
      );
      if (!session.url) throw new ProviderFailure('Stripe answered a session without a url');
      return { externalId: session.id, url: session.url };
    } catch (e) {
      if (e instanceof ProviderFailure) throw e;
      throw new ProviderFailure(`Stripe: ${(e as Error).message}`);
    }
  }

  async verify(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<ProviderEvent> {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') throw new WebhookRefusal('signature', 'no Stripe-Signature');
    const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
    const now = this.clock();
    // The library refuses old timestamps; a timestamp from the future is refused here too.
    if (t && Number(t) * 1000 - now > this.settings.toleranceSeconds * 1000)
      throw new WebhookRefusal('stale', `timestamp ${t} is in the future`);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.settings.webhookSecret,
        this.settings.toleranceSeconds,
        undefined,
        now,
      );
    } catch (e) {
      const message = (e as Error).message;
      throw new WebhookRefusal(/tolerance/i.test(message) ? 'stale' : 'signature', message);
    }
    const test = !event.livemode;
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      if (session.payment_status !== 'paid')
        return {
          kind: 'ignored',
          eventId: event.id,
          type: `${event.type}:${session.payment_status}`,
        };
      return {
        kind: 'paid',
        eventId: event.id,
        externalId: session.id,
        amount: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
        test,
      };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : charge.payment_intent?.id;
      // A partial refund leaves the emeralds: staff settle it by hand (OPERATIONS.md).
      if (!intent || !charge.refunded)
        return { kind: 'ignored', eventId: event.id, type: `${event.type}:partial` };
      const sessions = await this.sessionsOf(intent);
      const session = sessions[0];
      if (!session) throw new WebhookRefusal('unconfirmed', `no session made intent ${intent}`);
      return { kind: 'refunded', eventId: event.id, externalId: session.id, test };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  private async sessionsOf(intent: string): Promise<Stripe.Checkout.Session[]> {
    try {
      return (await this.stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 })).data;
    } catch (e) {
      throw new ProviderFailure(`Stripe: ${(e as Error).message}`);
    }
  }
}
