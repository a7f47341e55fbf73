import { domainModule } from '../core/module.js';
import { countOperation } from './counts.js';
import { pruneStory } from './retention.js';
import type { LiveSettings } from '../live/settings.js';
import type { PlayerService } from '../player/service.js';
import type { RatingService } from '../rating/service.js';
import { EventService } from './events.js';
import { storyMigrations } from './migrations.js';
import { eventRating } from './rating.js';
import { StallService } from './stall.js';
import { storyRoutes } from './routes.js';
import { StorylineService } from './storyline.js';
import { TaskService } from './tasks.js';
import { TutorialService } from './tutorial.js';

/** The campaign's chapters, the tutorial, tasks (daily, scenario, side, event) and events. */
export const storyModule = domainModule<{
  players: PlayerService;
  liveSettings: LiveSettings;
  ratings: RatingService;
}>()({
  name: 'story',
  migrations: storyMigrations,
  services: (k, { players, liveSettings, ratings }) => {
    ratings.register(eventRating(k.clock));
    const tasks = new TaskService(k.db.kysely, players, k.players, k.clock);
    // The tasks count what the ledger records, as it records it.
    k.players.onOperation(countOperation);
    pruneStory(k.retention, k.db.kysely);
    // The player carries its tasks and whether a reward waits (SPEC §3).
    players.addContributor(async (row, view) => ({ tasks: await tasks.forPlayer(row, view) }));
    return {
      storyline: new StorylineService(players),
      tutorial: new TutorialService(players),
      tasks,
      events: new EventService(k.db.kysely, k.clock, () => liveSettings.current().eventPreviewDays),
      stall: new StallService(players),
    };
  },
  routes: (app, s) => storyRoutes(app, s),
});

/** The tables this domain adds to the database. */
export type { StoryTables } from './tables.js';
