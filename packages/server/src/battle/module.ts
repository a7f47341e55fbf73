import { domainModule } from '../core/module.js';
import type { PlayerService } from '../player/service.js';
import { battleRoutes } from './routes.js';
import { BattleService } from './service.js';

/** Battles: road monsters and arena squads, commands, replay and completion. */
export const battleModule = domainModule<{ players: PlayerService }>()({
  name: 'battle',
  services: (k, { players }) => ({ battles: new BattleService(k, players) }),
  routes: (app, s) => battleRoutes(app, s.battles),
});
