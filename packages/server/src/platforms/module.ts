import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PaymentLedger } from '../bank/ledger.js';
import type { PaymentOrders } from '../bank/orders.js';
import type { CampaignService } from '../campaigns/service.js';
import type { ReferralService } from '../gifts/referral.js';
import type { PlayerService } from '../player/service.js';
import { PlatformAccounts } from './accounts.js';
import { platformMigrations } from './migrations.js';
import { platformPayments } from './payments/index.js';
import { PlatformSales } from './payments/sales.js';
import { PlatformLinks } from './remap.js';
import { platformRoutes } from './routes.js';
import { PlatformService } from './service.js';
import { signInVerifiers } from './signin.js';

/**
 * Partner platforms (SPEC §1, platforms.md): each platform's sign-in check binding its users to
 * players, and its payment path into the bank's one grant path. A platform whose settings are not
 * configured refuses its calls clearly.
 */
export const platformsModule = domainModule<{
  paymentLedger: PaymentLedger;
  paymentOrders: PaymentOrders;
  referrals: ReferralService;
  campaigns: CampaignService;
  players: PlayerService;
}>()({
  name: 'platforms',
  migrations: platformMigrations,
  services: (k, { paymentLedger, paymentOrders, referrals, campaigns, players }) => {
    const c = k.config.platforms;
    const sales = new PlatformSales(k.db, paymentOrders, paymentLedger, k.log, c.testGrants);
    const verifiers = signInVerifiers(c);
    return {
      links: new PlatformLinks(k.db, verifiers, k.clock),
      platforms: new PlatformService(
        c,
        verifiers,
        new PlatformAccounts(k.db, k.sessions, k.clock, k.random),
        platformPayments(c, {
          db: k.db,
          sales,
          clock: k.clock,
          log: k.log,
          publicUrl: k.config.payments.publicUrl,
        }),
        k.clock,
        (playerId, code) => referrals.bind(playerId, code),
        {
          redeem: (playerId, code) => campaigns.redeem(playerId, code),
          current: (playerId) => players.current(playerId),
        },
      ),
    };
  },
  routes: (app, s, k) => {
    const p = api.platform;
    route(app, p.search, ({ auth, params, body }) =>
      s.links.search(auth.playerId, params.source, body),
    );
    route(app, p.remap, ({ auth, params, body }) =>
      s.links.remap(auth.playerId, params.source, body),
    );
    platformRoutes(
      app,
      s.platforms,
      { secure: k.config.cookieSecure, maxAgeSeconds: Math.floor(k.config.sessionTtlMs / 1000) },
      k.clock,
    );
  },
});

/** The tables this domain adds to the database. */
export type { PlatformTables } from './tables.js';
