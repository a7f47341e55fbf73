import type { PaymentProviderId } from '@heroroad/protocol';
import { PACK_TO_STORE } from '@heroroad/rules';
import { domainModule } from '../core/module.js';
import type { LiveSettings } from '../live/settings.js';
import type { PlayerService } from '../player/service.js';
import { PaymentLedger } from './ledger.js';
import { bankMigrations } from './migrations.js';
import { StripeProvider } from './providers/stripe.js';
import { TestProvider } from './providers/test-provider.js';
import type { PaymentProvider } from './providers/types.js';
import { YooKassaProvider } from './providers/yookassa.js';
import { bankRoutes } from './routes.js';
import { PaymentOrders } from './orders.js';
import { BankService } from './service.js';
import { PaymentWebhooks } from './webhooks.js';

/**
 * The emerald bank: the catalogue priced for a player, orders through the providers configured,
 * and the one grant path (`PaymentLedger`) their notifications take into the wallet.
 */
export const bankModule = domainModule<{ players: PlayerService; liveSettings: LiveSettings }>()({
  name: 'bank',
  migrations: bankMigrations,
  services: (k, { players, liveSettings }) => {
    const settings = k.config.payments;
    const providers = new Map<PaymentProviderId, PaymentProvider>();
    if (settings.stripe) providers.set('stripe', new StripeProvider(settings.stripe, k.clock));
    if (settings.yookassa) providers.set('yookassa', new YooKassaProvider(settings.yookassa));
    if (settings.testProvider) providers.set('test', new TestProvider());
    const paymentLedger = new PaymentLedger(k.db, k.players, k.log);
    const paymentOrders = new PaymentOrders(k.db, k.clock, () => liveSettings.current());
    players.addInfoContributor(async () => ({
      sale: paymentOrders.saleInfo(),
      idToStore: PACK_TO_STORE,
    }));
    return {
      paymentLedger,
      paymentOrders,
      bank: new BankService(
        k.db,
        paymentLedger,
        providers,
        settings,
        k.clock,
        k.log,
        paymentOrders,
      ),
      paymentWebhooks: new PaymentWebhooks(
        k.db,
        paymentLedger,
        providers,
        settings,
        k.clock,
        k.log,
      ),
    };
  },
  routes: (app, s) => bankRoutes(app, s),
});

/** The tables this domain adds to the database. */
export type { BankTables } from './tables.js';
