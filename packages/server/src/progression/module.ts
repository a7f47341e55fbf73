import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { ForceService } from './forces.js';
import { SmithyService } from './smithy.js';
import type { EquipmentService } from '../hero/equipment.js';
import { progressionMigrations } from './migrations.js';

/** Growing the squad over time: forces with upgrade timers, magic hammers, speed-ups. */
export const progressionModule = domainModule<{
  players: PlayerService;
  equipment: EquipmentService;
}>()({
  name: 'progression',
  migrations: progressionMigrations,
  services: (k, { players, equipment }) => {
    const forces = new ForceService(players, k.players, k.db.kysely);
    players.addInfoContributor(async (row) => ({
      hammerDto: await forces.hammerDto(row.id, k.clock()),
    }));
    return { forces, smithy: new SmithyService(players, k.players, equipment) };
  },
  routes: (app, s) => {
    const p = api.progression;
    route(app, p.forces, ({ auth }) => s.forces.forces(auth.playerId));
    route(app, p.upgradeForce, ({ auth, params, body }) =>
      s.forces.upgrade(auth.playerId, params.id, body.warriorClass, body.requestId),
    );
    route(app, p.speedUp, ({ auth, params }) => s.forces.speedUp(auth.playerId, params.id));
    route(app, p.buyHammer, ({ auth, body }) => s.forces.buyHammer(auth.playerId, body.requestId));
    route(app, p.smithy, ({ auth }) => s.smithy.smithy(auth.playerId));
    route(app, p.upgradeArtifact, ({ auth, params, body }) =>
      s.smithy.upgrade(auth.playerId, params.id, body.requestId),
    );
    route(app, p.reforgePreview, ({ auth, query }) =>
      s.smithy.preview(auth.playerId, query.itemId, query.creatureId),
    );
    route(app, p.reforge, ({ auth, body }) =>
      s.smithy.reforge(auth.playerId, body.itemId, body.creatureId),
    );
  },
});

/** The tables this domain adds to the database. */
export type { ProgressionTables } from './tables.js';
