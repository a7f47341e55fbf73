import { api } from '@heroroad/protocol';
import type { PaymentLedger } from '../bank/ledger.js';
import type { Blacklist } from '../social/mail/blacklist.js';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { GiftService } from './gifts.js';
import { giftsMigrations } from './migrations.js';
import { ReferralService } from './referral.js';

/** Gifts between players and the referral program (my code, the bonus, friends' purchases). */
export const giftsModule = domainModule<{
  players: PlayerService;
  paymentLedger: PaymentLedger;
  blacklist: Blacklist;
}>()({
  name: 'gifts',
  migrations: giftsMigrations,
  services: (k, { players, paymentLedger, blacklist }) => {
    const gifts = new GiftService(k.db, k.players, players, k.clock, k.notify, blacklist);
    const referrals = new ReferralService(
      k.db,
      k.players,
      players,
      k.log,
      k.config.payments.publicUrlSet === false ? null : k.config.payments.publicUrl,
    );
    players.addContributor((row) => gifts.news(row.id));
    players.addInfoContributor(async (row) => ({
      referralBonus: await referrals.pending(row.id),
    }));
    paymentLedger.onGranted((unit, payment, bought) => referrals.onPurchase(unit, payment, bought));
    paymentLedger.onRefunded((unit, payment) =>
      referrals.onRefund(unit.trx, Number(payment.id), unit.now),
    );
    return { gifts, referrals };
  },
  routes: (app, s) => {
    const g = api.gifts;
    route(app, g.inbox, ({ auth }) => s.gifts.inbox(auth.playerId));
    route(app, g.seen, ({ auth }) => s.gifts.seen(auth.playerId));
    route(app, g.send, ({ auth, body }) => s.gifts.send(auth.playerId, body));
    route(app, g.accept, ({ auth, params }) => s.gifts.accept(auth.playerId, params.id));
    // Without PUBLIC_URL the link points where the player came from: the request's scheme and
    // host, which Fastify reads from X-Forwarded-Proto/Host only when TRUST_PROXY is set.
    route(app, g.referral, ({ auth, req }) =>
      s.referrals.status(auth.playerId, `${req.protocol}://${req.host}`),
    );
    route(app, g.takeReferral, ({ auth }) => s.referrals.take(auth.playerId));
  },
});

/** The tables this domain adds to the database. */
export type { GiftsTables } from './tables.js';
