import { toCreatureDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { domainModule } from '../core/module.js';
import type { PlayerService } from '../player/service.js';
import { playerColumnRating } from '../rating/player-columns.js';
import type { RatingService } from '../rating/service.js';
import { EquipmentService } from './equipment.js';
import { ProgressionPort } from './progression-port.js';
import { heroRoutes } from './routes.js';
import { exchangeUsed } from './exchange.js';
import { HeroService } from './service.js';

/** Heroes, the squad, artifacts and the consumable shop. */
export const heroModule = domainModule<{ players: PlayerService; ratings: RatingService }>()({
  name: 'hero',
  services: (k, { players, ratings }) => {
    // SPEC §3 params: the squad's strength (its battle stair), kept on the row by `Heroes.save`.
    ratings.register(playerColumnRating('params', 'battle_stair'));
    // The player's heroes travel with the player.
    players.addContributor(async (row, view) => ({
      creatures: (await view.heroes.all()).map((c) => toCreatureDto(c, row.lang as Lang)),
      heroExchangeUsed: await exchangeUsed(k.db.kysely, row.id),
    }));
    const heroProgression = new ProgressionPort();
    return {
      heroes: new HeroService(players, k.players, heroProgression),
      equipment: new EquipmentService(players, k.players, heroProgression),
      heroProgression,
    };
  },
  routes: (app, s) => heroRoutes(app, s.heroes, s.equipment),
});

/** The tables this domain adds to the database. */
export type { HeroTables } from './tables.js';
