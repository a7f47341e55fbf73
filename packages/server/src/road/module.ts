import { domainModule } from '../core/module.js';
import type { HeroService } from '../hero/service.js';
import type { PlayerService } from '../player/service.js';
import { playerColumnRating } from '../rating/player-columns.js';
import type { RatingService } from '../rating/service.js';
import { RoadBattles } from './battles.js';
import { MarkerService } from './markers.js';
import { roadRoutes } from './routes.js';
import { RoadService } from './service.js';
import { StoryService } from './story.js';

/** The road: places, walking, gifts, side roads, story scenes, markers and the daily reward. */
export const roadModule = domainModule<{
  players: PlayerService;
  heroes: HeroService;
  ratings: RatingService;
}>()({
  name: 'road',
  services: (k, { players, ratings }) => {
    // The scenario rating: how far along the road, by the best stair won.
    ratings.register(playerColumnRating('scenario', 'best_victory_stair'));
    return {
      road: new RoadService(k.db, players, k.players, k.clock),
      story: new StoryService(players),
      markers: new MarkerService(k.db, players, k.players, k.clock),
      roadBattles: new RoadBattles(),
    };
  },
  routes: (app, s) => roadRoutes(app, s),
});

/** The tables this domain adds to the database. */
export type { RoadTables } from './tables.js';
