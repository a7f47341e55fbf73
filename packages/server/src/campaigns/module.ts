import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import { campaignTypesWaiting } from '@heroroad/rules';
import type { PaymentOrders } from '../bank/orders.js';
import type { DelayedChests } from '../fortune/chests.js';
import type { WheelService } from '../fortune/wheel.js';
import type { PlayerService } from '../player/service.js';
import { campaignMigrations } from './migrations.js';
import { OkGroupCheck } from './group.js';
import { OfferWindows } from './offers.js';
import { CampaignService } from './service.js';

/** Campaigns (one use each), the welcome gift, sharing, rewarded ads and promo codes. */
export const campaignsModule = domainModule<{
  players: PlayerService;
  paymentOrders: PaymentOrders;
  wheel: WheelService;
  delayedChests: DelayedChests;
}>()({
  name: 'campaigns',
  migrations: campaignMigrations,
  services: (k, { players, paymentOrders, wheel, delayedChests }) => {
    const group = k.config.okGroup ? new OkGroupCheck(k.db, k.config.okGroup, k.log) : null;
    const campaigns = new CampaignService(k.db, k.players, players, k.clock, group);
    const offerWindows = new OfferWindows(
      k.db,
      players,
      k.clock,
      (id) => campaigns.open(id),
      (now) => paymentOrders.sale(now),
    );
    players.addInfoContributor(async (row) => {
      const [open, gemsBought, chests, spin] = await Promise.all([
        campaigns.open(row.id),
        campaigns.gemsBought(row.id),
        delayedChests.list(row.id),
        wheel.status(row.id),
      ]);
      return {
        campaignTypes: campaignTypesWaiting({
          open,
          gemsBought,
          chestsUnopened: chests.length,
          freeSpin: spin.freeSpin,
          prizePending: spin.pending !== null,
        }),
        openCampaigns: open,
        optionalUnseenCampaign: await offerWindows.unseenCampaign(row.id, open),
      };
    });
    return { campaigns, offerWindows };
  },
  routes: (app, s) => {
    const c = api.campaigns;
    route(app, c.offerWindow, ({ auth, lang }) => s.offerWindows.window(auth.playerId, lang));
    route(app, c.offerSeen, ({ auth, params, lang }) =>
      s.offerWindows.markSeen(auth.playerId, params.offer, lang),
    );
    route(app, c.status, ({ auth, params, lang }) =>
      s.campaigns.status(auth.playerId, params.id, lang),
    );
    route(app, c.use, ({ auth, params }) => s.campaigns.use(auth.playerId, params.id));
    // SPEC §7 names these statuses apart; each is the generic status of its campaigns.
    route(app, c.chestStatuses, ({ auth, lang }) =>
      Promise.all(
        (['CHEST', 'CHEST_2', 'CHEST_3'] as const).map((id) =>
          s.campaigns.status(auth.playerId, id, lang),
        ),
      ),
    );
    route(app, c.artStatus, ({ auth, lang }) =>
      s.campaigns.status(auth.playerId, 'ARTIFACT_SET_1', lang),
    );
    route(app, c.portalDiscounts, ({ auth, lang }) =>
      s.campaigns.status(auth.playerId, 'PORTAL_DISCOUNT', lang),
    );
    route(app, c.okGroup, ({ auth }) => s.campaigns.okGroupStatus(auth.playerId));
    route(app, c.okDailyTake, ({ auth }) => s.campaigns.okDaily(auth.playerId));
    route(app, c.welcomeGift, ({ auth }) => s.campaigns.welcomeGift(auth.playerId));
    route(app, c.share, ({ auth }) => s.campaigns.share(auth.playerId));
    route(app, c.adReward, ({ auth }) => s.campaigns.adReward(auth.playerId));
    route(app, c.redeem, ({ auth, body }) => s.campaigns.redeem(auth.playerId, body.code));
  },
});

/** The tables this domain adds to the database. */
export type { CampaignTables } from './tables.js';
