import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { ForceService } from './forces.js';
import { progressionMigrations } from './migrations.js';

/** Growing the squad over time: forces with upgrade timers, magic hammers, speed-ups. */
export const progressionModule = domainModule<{ players: PlayerService }>()({
  name: 'progression',
  migrations: progressionMigrations,
  services: (k, { players }) => {
    const forces = new ForceService(players, k.players, k.db.kysely);
    players.addInfoContributor(async (row) => ({
      hammerDto: await forces.hammerDto(row.id, k.clock()),
    }));
    return { forces };
  },
  routes: (app, s) => {
    const p = api.progression;
    route(app, p.forces, ({ auth }) => s.forces.forces(auth.playerId));
    route(app, p.upgradeForce, ({ auth, params, body }) =>
      s.forces.upgrade(auth.playerId, params.id, body.warriorClass, body.requestId),
    );
    route(app, p.speedUp, ({ auth, params }) => s.forces.speedUp(auth.playerId, params.id));
    route(app, p.buyHammer, ({ auth, body }) => s.forces.buyHammer(auth.playerId, body.requestId));
  },
});

/** The tables this domain adds to the database. */
export type { ProgressionTables } from './tables.js';
