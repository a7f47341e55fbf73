import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { DelayedChests } from './chests.js';
import { fortuneMigrations } from './migrations.js';
import { WheelService } from './wheel.js';

/** The wheel of fortune and delayed chests (SPEC §7 Campaigns). */
export const fortuneModule = domainModule<{ players: PlayerService }>()({
  name: 'fortune',
  migrations: fortuneMigrations,
  services: (k, { players }) => ({
    wheel: new WheelService(k.db, k.players, players, k.clock, k.random),
    delayedChests: new DelayedChests(k.db, k.players, players, k.clock),
  }),
  routes: (app, s) => {
    const f = api.fortune;
    route(app, f.wheelStatus, ({ auth }) => s.wheel.status(auth.playerId));
    route(app, f.spin, ({ auth, body }) => s.wheel.spin(auth.playerId, body.pay));
    route(app, f.take, ({ auth }) => s.wheel.take(auth.playerId));
    route(app, f.chests, ({ auth }) => s.delayedChests.list(auth.playerId));
    route(app, f.speedUp, ({ auth, params }) => s.delayedChests.speedUp(auth.playerId, params.id));
    route(app, f.takeChest, ({ auth, params }) => s.delayedChests.take(auth.playerId, params.id));
  },
});

/** The tables this domain adds to the database. */
export type { FortuneTables } from './tables.js';
