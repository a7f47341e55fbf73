import { PRICE_CURRENCIES, type PriceCurrency } from '@heroroad/rules';
import {
  WebhookRefusal,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type ProviderEvent,
} from './types.js';

/**
 * The embedded provider: no money moves. The buyer is sent to the game's own test page, which
 * confirms through `bank.testPay`; every grant it makes is marked as a test. It takes no
 * notifications from outside.
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test' as const;
  readonly test = true;
  readonly currencies: readonly PriceCurrency[] = PRICE_CURRENCIES;

  checkout(order: CheckoutOrder): Promise<Checkout> {
    return Promise.resolve({
      externalId: `test-${order.paymentId}`,
      url: `${order.returnUrl}&testPay=${order.paymentId}`,
    });
  }

  verify(): Promise<ProviderEvent> {
    return Promise.reject(
      new WebhookRefusal('signature', 'the test provider takes no notifications'),
    );
  }
}
