import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { HeroService } from '../hero/service.js';
import type { MarkerService } from './markers.js';
import type { RoadService } from './service.js';
import type { StoryService } from './story.js';

export function roadRoutes(
  app: FastifyInstance,
  d: { road: RoadService; story: StoryService; markers: MarkerService; heroes: HeroService },
): void {
  const r = api.road;
  route(app, r.ensure, ({ auth, query }) =>
    d.road.ensure(auth.playerId, query.coordFrom, query.coordTo),
  );
  route(app, r.special, ({ auth }) => d.road.special(auth.playerId));
  route(app, r.resourceTake, ({ auth, params }) =>
    d.road.take(auth.playerId, params.id, 'RESOURCE'),
  );
  route(app, r.take, ({ auth, params, body }) =>
    d.road.take(auth.playerId, params.id, 'OTHER', body.creatureId),
  );
  route(app, r.skillTake, ({ auth, params, query }) =>
    d.road.take(auth.playerId, params.id, 'SKILL', query.creatureId),
  );
  route(app, r.gainableGain, ({ auth, params }) => d.road.gain(auth.playerId, params.id));
  route(app, r.turnUse, ({ auth, params }) => d.road.turnUse(auth.playerId, params.id));
  route(app, r.turnBack, ({ auth, params }) => d.road.turnBack(auth.playerId, params.id));
  route(app, r.teleportGet, ({ auth, params }) => d.road.teleportTargets(auth.playerId, params.id));
  route(app, r.teleportUse, ({ auth, params }) =>
    d.road.teleportUse(auth.playerId, params.id, params.target),
  );
  route(app, r.scenarioMarker, ({ auth, body }) =>
    d.story.scenarioMarker(auth.playerId, body.placeId, body.marker),
  );
  route(app, r.coordinateSet, ({ auth, body }) =>
    d.road.setCoordinate(auth.playerId, body.coordinate, body.contextId),
  );
  route(app, r.roadConsumable, ({ auth, params }) =>
    d.story.useRoadConsumable(auth.playerId, params.consumableId),
  );
  route(app, r.healthOptions, ({ auth }) => d.heroes.healthOptions(auth.playerId));
  route(app, r.healthRestore, ({ auth, params, body }) =>
    d.heroes.restore(auth.playerId, params.id, body.currency ?? 'GOLD'),
  );
  route(app, r.everydayReward, ({ auth }) => d.markers.everyday(auth.playerId));
  route(app, r.markerAdd, ({ auth, body }) => d.markers.add(auth.playerId, [body.marker]));
  route(app, r.markerAddAll, ({ auth, body }) => d.markers.add(auth.playerId, body.markers));
  route(app, r.markerRemove, ({ auth, body }) => d.markers.remove(auth.playerId, body.marker));
  route(app, r.offerSeen, ({ auth, body }) => d.markers.offerSeen(auth.playerId, body.id));
}
