import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import { ratingMigrations } from './migrations.js';
import { OnlinePlayers } from './online.js';
import { RatingService } from './service.js';

/**
 * SPEC §7 Rating: `rating/by/{type}` over the providers the domains register (level, params and
 * scenario from the player's row, arenaPosition from the arena, eventPosition from the story's
 * events; clanLevel from the clan domain).
 */
export const ratingModule = domainModule()({
  name: 'rating',
  migrations: ratingMigrations,
  services: (k) => ({ ratings: new RatingService(k, new OnlinePlayers(k)) }),
  routes: (app, s) => {
    route(app, api.rating.byType, ({ auth, params, query }) =>
      s.ratings.byType(auth, params.type, query),
    );
  },
});
