import { api } from '@heroroad/protocol';
import type { BattleService } from '../battle/service.js';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import type { RatingService } from '../rating/service.js';
import { arenaMigrations } from './migrations.js';
import { arenaRating } from './rating.js';
import { ARENA_CRON, ArenaSchedule } from './schedule.js';
import { ArenaService } from './service.js';

/** The arena: ratings, leagues and seasons, offers, attempts, history and daily rewards. */
export const arenaModule = domainModule<{
  players: PlayerService;
  battles: BattleService;
  ratings: RatingService;
}>()({
  name: 'arena',
  migrations: arenaMigrations,
  services: (k, { players, battles, ratings }) => {
    ratings.register(arenaRating);
    const arena = new ArenaService(k, players);
    battles.useArena(arena);
    const arenaSchedule = new ArenaSchedule(k, arena);
    // Season ends and daily rewards, every minute through the job runner (once across the
    // instances on PostgreSQL); each is applied once whoever runs it, so a retried tick is safe.
    k.jobs.register({ name: 'arena.clock', cron: ARENA_CRON, run: () => arenaSchedule.tick() });
    return { arena, arenaSchedule };
  },
  routes: (app, s) => {
    const a = api.arena;
    route(app, a.state, ({ auth }) => s.arena.state(auth.playerId));
    route(app, a.refresh, ({ auth }) => s.arena.refresh(auth.playerId));
    route(app, a.history, ({ auth }) => s.arena.history(auth.playerId));
    route(app, a.replay, ({ auth, params }) => s.arena.replay(auth.playerId, params.id));
    route(app, a.rewardTime, ({ auth, body }) =>
      s.arena.setRewardTime(auth.playerId, body.hour, body.minute),
    );
  },
});

/** The tables this domain adds to the database. */
export type { ArenaTables } from './tables.js';
