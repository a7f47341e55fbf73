import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { FactionShopService } from './service.js';

/** The faction shop: Order and Shadow points buy consumables. */
export const factionModule = domainModule<{ players: PlayerService }>()({
  name: 'faction',
  services: (_k, { players }) => ({ factionShop: new FactionShopService(players) }),
  routes: (app, s) => {
    route(app, api.faction.shop, ({ auth }) => s.factionShop.shop(auth.playerId));
    route(app, api.faction.buy, ({ auth, body }) =>
      s.factionShop.buy(auth.playerId, body.goodId, body.lots),
    );
  },
});
