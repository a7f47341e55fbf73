import { domainModule } from '../core/module.js';
import { playerColumnRating } from '../rating/player-columns.js';
import type { RatingService } from '../rating/service.js';
import { playerMigrations } from './migrations.js';
import { NotificationService } from './notifications.js';
import { offersOf } from './offers.js';
import { playerRoutes } from './routes.js';
import { PlayerService } from './service.js';
import { playerRetentionMigrations, prunePlayer } from './retention.js';

/** The player row, its settings, notifications, markers and offers (its DTO's own parts). */
export const playerModule = domainModule<{ ratings: RatingService }>()({
  name: 'player',
  migrations: { ...playerMigrations, ...playerRetentionMigrations },
  services: (k, { ratings }) => {
    ratings.register(playerColumnRating('level', 'level', 'current_exp'));
    prunePlayer(k.retention, k.db.kysely);
    const players = new PlayerService(k.db.kysely, k.players, k.clock, (id) =>
      k.sessions.forgetPlayer(id),
    );
    // The player's markers and live offers travel with the player.
    players.addContributor(async (row, view) => {
      const [markers, offers] = await Promise.all([
        view.markers.list(),
        offersOf(k.db.kysely, row.id, k.clock()),
      ]);
      return { playerMarkers: markers.map((playerMarker) => ({ playerMarker })), offers };
    });
    return { players, notifications: new NotificationService(k.db.kysely, k.clock) };
  },
  routes: (app, s) => playerRoutes(app, s.players, s.notifications),
});

/** The tables this domain adds to the database. */
export type { PlayerTables } from './tables.js';
