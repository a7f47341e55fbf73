import { domainModule } from '../core/module.js';
import type { PlayerService } from '../player/service.js';
import type { RoadBattles } from '../road/battles.js';
import { DuelService } from './duels.js';
import { battleMigrations } from './migrations.js';
import { battleMoveLogMigrations } from './move-log-migration.js';
import { battleRetentionMigrations, pruneBattles } from './retention.js';
import { battleRoutes } from './routes.js';
import { BattleService } from './service.js';

/** Battles: road monsters, arena squads and duels, commands, replay and completion. */
export const battleModule = domainModule<{ players: PlayerService; roadBattles: RoadBattles }>()({
  name: 'battle',
  migrations: { ...battleMigrations, ...battleRetentionMigrations, ...battleMoveLogMigrations },
  services: (k, { players, roadBattles }) => {
    pruneBattles(k.retention, k.db.kysely);
    const battles = new BattleService(k, players, roadBattles);
    return { battles, duels: new DuelService(k, players, battles) };
  },
  routes: (app, s) => battleRoutes(app, s.battles, s.duels),
});

/** The tables this domain adds to the database. */
export type { BattleTables } from './tables.js';
