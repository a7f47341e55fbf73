import { domainModule } from '../core/module.js';
import type { PlayerService } from '../player/service.js';
import type { RoadBattles } from '../road/battles.js';
import { battleRoutes } from './routes.js';
import { BattleService } from './service.js';

/** Battles: road monsters and arena squads, commands, replay and completion. */
export const battleModule = domainModule<{ players: PlayerService; roadBattles: RoadBattles }>()({
  name: 'battle',
  services: (k, { players, roadBattles }) => ({
    battles: new BattleService(k, players, roadBattles),
  }),
  routes: (app, s) => battleRoutes(app, s.battles),
});

/** The tables this domain adds to the database. */
export type { BattleTables } from './tables.js';
