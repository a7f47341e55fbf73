import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { EventService } from './events.js';
import type { StallService } from './stall.js';
import type { StorylineService } from './storyline.js';
import type { TaskService } from './tasks.js';
import type { TutorialService } from './tutorial.js';

export function storyRoutes(
  app: FastifyInstance,
  d: {
    storyline: StorylineService;
    tutorial: TutorialService;
    tasks: TaskService;
    events: EventService;
    stall: StallService;
  },
): void {
  const s = api.story;
  route(app, s.chapterFinish, ({ auth, params, body }) =>
    d.storyline.finish(auth.playerId, params.id, body.choice ?? null),
  );
  route(app, s.tutorial, ({ auth }) => d.tutorial.get(auth.playerId));
  route(app, s.tutorialFinish, ({ auth }) => d.tutorial.finish(auth.playerId));
  route(app, s.tasks, ({ auth }) => d.tasks.list(auth.playerId));
  route(app, s.taskTake, ({ auth, params }) => d.tasks.take(auth.playerId, params.id));
  route(app, s.events, ({ auth }) => d.events.list(auth));
  route(app, s.stallBuy, ({ auth, body }) =>
    d.stall.buy(auth.playerId, body.goodId, body.requestId),
  );
}
