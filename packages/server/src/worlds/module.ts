import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { CampaignService } from '../campaigns/service.js';
import type { ClanBuildings } from '../clans/buildings.js';
import type { PlayerService } from '../player/service.js';
import type { RoadService } from '../road/service.js';
import { worldMigrations } from './migrations.js';
import { PortalService } from './portals.js';
import { PortalShopService } from './shop.js';
import { SnowService } from './snow.js';
import { WorldWalks } from './walks.js';

/** The worlds off the road: the snow world, portals with their realms, and the portal shop. */
export const worldsModule = domainModule<{
  players: PlayerService;
  road: RoadService;
  campaigns: CampaignService;
  clanBuildings: ClanBuildings;
}>()({
  name: 'worlds',
  migrations: worldMigrations,
  services: (_k, { players, road, campaigns, clanBuildings }) => {
    road.useWorlds(new WorldWalks());
    return {
      snow: new SnowService(players, {
        campaignUsed: (playerId, db) => campaigns.used(playerId, 'SNOW_WORLD', db),
        clanSnowLevel: (playerId, now, db) =>
          clanBuildings.memberLevel(playerId, 'SNOW_WORLD', now, db),
      }),
      portals: new PortalService(players),
      portalShop: new PortalShopService(players),
    };
  },
  routes: (app, s) => {
    const w = api.worlds;
    route(app, w.portalOffer, ({ auth }) => s.portals.offer(auth.playerId));
    route(app, w.portalDiscountChosen, ({ auth }) => s.portals.choose(auth.playerId));
    route(app, w.portalInfo, ({ auth, params }) => s.portals.info(auth.playerId, params.id));
    route(app, w.portalUse, ({ auth, params, query }) =>
      s.portals.use(auth.playerId, params.id, query.discount === true),
    );
    route(app, w.portalShop, ({ auth }) => s.portalShop.shop(auth.playerId));
    route(app, w.portalBuy, ({ auth, body }) =>
      s.portalShop.buy(auth.playerId, body.goodId, body.lots),
    );
    route(app, w.snowState, ({ auth }) => s.snow.state(auth.playerId));
    route(app, w.snowEnter, ({ auth, body }) => s.snow.enter(auth.playerId, body.difficulty));
  },
});

/** The tables this domain adds to the database. */
export type { WorldTables } from './tables.js';
