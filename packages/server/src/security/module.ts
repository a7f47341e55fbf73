import { domainModule } from '../core/module.js';
import type { ReferralService } from '../gifts/referral.js';
import { securityMigrations } from './migrations.js';
import { securityRoutes } from './routes.js';
import { AccountService } from './service.js';

/** Accounts: guests, registration, login, credentials; sessions are the kernel's. */
export const securityModule = domainModule<{ referrals: ReferralService }>()({
  name: 'security',
  migrations: securityMigrations,
  services: (k, { referrals }) => ({
    accounts: new AccountService(
      k.db.kysely,
      k.sessions,
      k.hasher,
      k.clock,
      k.random,
      k.attempts,
      (playerId, code) => referrals.bind(playerId, code),
    ),
  }),
  routes: (app, s, k) =>
    securityRoutes(app, s.accounts, {
      secure: k.config.cookieSecure,
      maxAgeSeconds: Math.floor(k.config.sessionTtlMs / 1000),
    }),
});

/** The tables this domain adds to the database. */
export type { SecurityTables } from './tables.js';
