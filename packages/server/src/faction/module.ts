import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { MarketService } from './market.js';
import { FactionShopService } from './service.js';

/** The faction shop (Order and Shadow points buy consumables) and the market's merchant. */
export const factionModule = domainModule<{ players: PlayerService }>()({
  name: 'faction',
  services: (k, { players }) => ({
    factionShop: new FactionShopService(players),
    market: new MarketService(k.db.kysely, players, k.clock),
  }),
  routes: (app, s) => {
    route(app, api.faction.shop, ({ auth }) => s.factionShop.shop(auth.playerId));
    route(app, api.faction.buy, ({ auth, body }) =>
      s.factionShop.buy(auth.playerId, body.goodId, body.lots),
    );
    route(app, api.faction.market, ({ auth }) => s.market.market(auth.playerId));
    route(app, api.faction.marketBuy, ({ auth, body }) => s.market.buy(auth.playerId, body.slot));
  },
});
