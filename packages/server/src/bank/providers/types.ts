import type { PaymentProviderId } from '@heroroad/protocol';
import type { PriceCurrency } from '@heroroad/rules';

export interface CheckoutOrder {
  readonly paymentId: number;
  readonly description: string;
  /** Minor units of `currency`, from the catalogue. */
  readonly price: number;
  readonly currency: PriceCurrency;
  /** Where the buyer comes back to after paying. */
  readonly returnUrl: string;
}

export interface Checkout {
  readonly externalId: string;
  readonly url: string;
}

/** A verified notification, reduced to what the bank acts on. */
export type ProviderEvent =
  | {
      readonly kind: 'paid';
      readonly eventId: string;
      readonly externalId: string;
      /** Minor units, as the provider confirmed them. */
      readonly amount: number;
      readonly currency: string;
      readonly test: boolean;
    }
  | {
      readonly kind: 'refunded';
      readonly eventId: string;
      readonly externalId: string;
      readonly test: boolean;
    }
  | { readonly kind: 'ignored'; readonly eventId: string; readonly type: string };

/** Why a notification was refused: logged with the provider and answered 400. */
export type RefusalReason = 'signature' | 'stale' | 'malformed' | 'unconfirmed' | 'unknown';

export class WebhookRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** The provider's API could not be reached or answered an error. */
export class ProviderFailure extends Error {}

/** A payment provider of the own site. */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Every order through it is a test order. */
  readonly test: boolean;
  readonly currencies: readonly PriceCurrency[];
  checkout(order: CheckoutOrder): Promise<Checkout>;
  /**
   * For a provider whose notifications carry no signature (they are read back from its API): the
   * bank's order a notification names, read from the body alone, so a notification naming an
   * order the bank never made is refused before any call goes out. Null when it names none that
   * is acted on; a malformed body throws `WebhookRefusal`.
   */
  orderNamed?(rawBody: string): string | null;
  /** Verifies a notification exactly as received, or throws `WebhookRefusal`. */
  verify(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<ProviderEvent>;
}
