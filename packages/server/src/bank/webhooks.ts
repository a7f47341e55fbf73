import type { PaymentProviderId } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { PaymentsConfig } from '../core/payments-config.js';
import type { Db } from '../db/database.js';
import type { BusLog } from '../realtime/bus.js';
import type { PaymentLedger } from './ledger.js';
import {
  ProviderFailure,
  WebhookRefusal,
  type PaymentProvider,
  type ProviderEvent,
} from './providers/types.js';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * Provider notifications: verified by the provider's own rule, acted on once per provider event
 * id, and every refusal logged with its reason. A provider that is not configured answers 404.
 */
export class PaymentWebhooks {
  constructor(
    private readonly db: Db,
    private readonly ledger: PaymentLedger,
    private readonly providers: ReadonlyMap<PaymentProviderId, PaymentProvider>,
    private readonly config: PaymentsConfig,
    private readonly clock: Clock,
    private readonly log: BusLog,
  ) {}

  async receive(
    providerId: string,
    rawBody: string,
    headers: Headers,
  ): Promise<{ received: boolean }> {
    const provider = this.providers.get(providerId as PaymentProviderId);
    if (!provider || provider.id === 'test') throw new AppError('NOT_FOUND', 404);
    let event: ProviderEvent;
    try {
      await this.knownOrder(provider, rawBody);
      event = await provider.verify(rawBody, headers);
    } catch (e) {
      if (e instanceof WebhookRefusal) {
        this.log.warn(
          { provider: provider.id, reason: e.reason, detail: e.message },
          'payment notification refused',
        );
        throw new AppError('WEBHOOK_REFUSED');
      }
      if (e instanceof ProviderFailure) {
        this.log.warn({ provider: provider.id, err: e.message }, 'payment provider failed');
        throw new AppError('PAYMENT_PROVIDER_FAILED', 502);
      }
      throw e;
    }
    const db = this.db.kysely;
    const seen = await db
      .selectFrom('payment_event')
      .select('kind')
      .where('provider', '=', provider.id)
      .where('event_id', '=', event.eventId)
      .executeTakeFirst();
    if (seen) {
      this.log.warn(
        { provider: provider.id, eventId: event.eventId },
        'payment notification replayed: nothing moved',
      );
      return { received: true };
    }
    let paymentId: number | null = null;
    if (event.kind === 'paid') {
      if (event.test && !this.config.testProvider) {
        this.log.warn(
          { provider: provider.id, externalId: event.externalId },
          'test payment refused: test grants are off',
        );
      } else {
        const { payment, granted } = await this.ledger.grant(
          provider.id,
          event.externalId,
          event.test,
          { amount: event.amount, currency: event.currency },
        );
        paymentId = Number(payment.id);
        this.log.info(
          { provider: provider.id, paymentId, granted, test: event.test },
          'payment notification',
        );
      }
    } else if (event.kind === 'refunded') {
      const payment = await this.ledger.refund(provider.id, event.externalId, event.test);
      paymentId = Number(payment.id);
      this.log.info({ provider: provider.id, paymentId, debt: payment.debt }, 'payment refunded');
    }
    await db
      .insertInto('payment_event')
      .values({
        provider: provider.id,
        event_id: event.eventId,
        payment_id: paymentId,
        kind: event.kind,
        created_at: this.clock(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .execute();
    return { received: true };
  }

  /** An order named by an unsigned notification must be one the bank made for this provider. */
  private async knownOrder(provider: PaymentProvider, rawBody: string): Promise<void> {
    const externalId = provider.orderNamed?.(rawBody) ?? null;
    if (externalId === null) return;
    const known = await this.db.kysely
      .selectFrom('payment')
      .select('id')
      .where('provider', '=', provider.id)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    if (!known) throw new WebhookRefusal('unknown', `no order ${externalId} of ours`);
  }
}
