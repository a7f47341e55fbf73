import { MAX_COORDINATE } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { literalUnion } from '../schemas/enums.js';
import { Player } from '../schemas/player.js';
import {
  EverydayReward,
  HealthOption,
  Place,
  PlaceAction,
  PlaceResponse,
  TeleportTargets,
} from '../schemas/road.js';

const tags = ['road'];
const PlaceParams = Type.Object({ id: Type.Integer({ minimum: 0 }) });
/** A road's contextId: 0 the main road, positive a side road, negative a world off the road. */
const ContextId = Type.Integer({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
const Marker = Type.String({ minLength: 1, maxLength: 60 });
/**
 * A coordinate a client names: within the road, either way (the camera looks a little before
 * the road's start; coordinates below 0 read as 0).
 */
const Coordinate = Type.Number({ minimum: -MAX_COORDINATE, maximum: MAX_COORDINATE });

/** SPEC §7 Places, movement, health and road markers. */
export const road = {
  ensure: endpoint({
    method: 'GET',
    url: '/api/place/v3/ensure',
    access: 'TRIAL',
    summary: 'The places between two coordinates of the current road, with tiles',
    tags,
    querystring: Type.Object({ coordFrom: Coordinate, coordTo: Coordinate }),
    response: PlaceResponse,
  }),
  special: endpoint({
    method: 'GET',
    url: '/api/place/special/get',
    access: 'TRIAL',
    summary: 'Places worth pointing at: the next gate and the stored gainables nearby',
    tags,
    response: Type.Object({ places: Type.Array(Place) }),
  }),
  resourceTake: endpoint({
    method: 'GET',
    url: '/api/resourcePlace/:id/take',
    access: 'TRIAL',
    summary: 'Take a resource place whose guards are gone',
    tags,
    params: PlaceParams,
    changesState: true,
    response: PlaceAction,
  }),
  take: endpoint({
    method: 'POST',
    url: '/api/place/:id/take',
    access: 'TRIAL',
    summary:
      'Take any other place: artifact, consumable, rune (for a hero), spring, talker, pointer',
    tags,
    params: PlaceParams,
    body: Type.Object({ creatureId: Type.Optional(Type.Integer({ minimum: 1 })) }),
    response: PlaceAction,
  }),
  skillTake: endpoint({
    method: 'GET',
    url: '/api/skill/place/:id/take',
    access: 'TRIAL',
    summary: 'Take a stone of strength: free levels for the chosen hero',
    tags,
    params: PlaceParams,
    changesState: true,
    querystring: Type.Object({ creatureId: Type.Integer({ minimum: 1 }) }),
    response: PlaceAction,
  }),
  gainableGain: endpoint({
    method: 'POST',
    url: '/api/place/gainable/:id/gain',
    access: 'TRIAL',
    summary: 'Collect what a gainable place has stored',
    tags,
    params: PlaceParams,
    response: PlaceAction,
  }),
  turnUse: endpoint({
    method: 'POST',
    url: '/api/turn/:id/use',
    access: 'TRIAL',
    summary: 'Turn onto a side road; every place is cleared and the player replaced',
    tags,
    params: PlaceParams,
    response: Player,
  }),
  turnBack: endpoint({
    method: 'POST',
    url: '/api/turn/back/:id',
    access: 'TRIAL',
    summary:
      "Come back from a side road or a world to the main road; the id is the road's contextId",
    tags,
    params: Type.Object({ id: ContextId }),
    response: Player,
  }),
  teleportGet: endpoint({
    method: 'GET',
    url: '/api/teleport/:id/get',
    access: 'TRIAL',
    summary: 'Where a portal can carry the player',
    tags,
    params: PlaceParams,
    response: TeleportTargets,
  }),
  teleportUse: endpoint({
    method: 'POST',
    url: '/api/teleport/:id/use/:target',
    access: 'TRIAL',
    summary: 'Step through a portal to one of its targets',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 0 }), target: Type.Integer({ minimum: 0 }) }),
    response: Player,
  }),
  scenarioMarker: endpoint({
    method: 'POST',
    url: '/api/customPlace/scenario/marker',
    access: 'TRIAL',
    summary: 'Finish a story scene: sets its marker',
    tags,
    body: Type.Object({ placeId: Type.Integer({ minimum: 0 }), marker: Marker }),
    response: Player,
  }),
  coordinateSet: endpoint({
    method: 'POST',
    url: '/api/player/v3/coordinate/set',
    access: 'TRIAL',
    summary: 'Move: the coordinate is floored and kept within the walked road',
    tags,
    body: Type.Object({
      coordinate: Coordinate,
      contextId: Type.Optional(ContextId),
    }),
    response: Player,
  }),
  roadConsumable: endpoint({
    method: 'POST',
    url: '/api/road/consumable/:consumableId/use',
    access: 'TRIAL',
    summary: 'Use a road marker: the Waystone marks or returns, the Rune of Return carries back',
    tags,
    params: Type.Object({ consumableId: Type.String({ maxLength: 60 }) }),
    response: Player,
  }),
  healthOptions: endpoint({
    method: 'GET',
    url: '/api/player/health/options',
    access: 'TRIAL',
    summary: 'For each hero: how long to wait, or what a restore costs in gold or emeralds',
    tags,
    response: Type.Array(HealthOption),
  }),
  healthRestore: endpoint({
    method: 'POST',
    url: '/api/player/health/:id/restore',
    access: 'TRIAL',
    summary: 'Restore a hero to full health for gold or emeralds',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    body: Type.Object({ currency: Type.Optional(literalUnion(['GOLD', 'MITHRIL'])) }),
    response: Player,
  }),
  everydayReward: endpoint({
    method: 'POST',
    url: '/api/player/everyday/reward/take',
    access: 'TRIAL',
    summary: 'Take the daily reward (once per day, Moscow time)',
    tags,
    response: EverydayReward,
  }),
  markerAdd: endpoint({
    method: 'POST',
    url: '/api/player/marker/add',
    access: 'TRIAL',
    summary: 'Add a story marker',
    tags,
    body: Type.Object({ marker: Marker }),
    response: Player,
  }),
  markerAddAll: endpoint({
    method: 'POST',
    url: '/api/player/marker/addAll',
    access: 'TRIAL',
    summary: 'Add several story markers',
    tags,
    body: Type.Object({ markers: Type.Array(Marker, { maxItems: 50 }) }),
    response: Player,
  }),
  markerRemove: endpoint({
    method: 'POST',
    url: '/api/player/marker/remove',
    access: 'TRIAL',
    summary: 'Remove a story marker',
    tags,
    body: Type.Object({ marker: Marker }),
    response: Player,
  }),
  offerSeen: endpoint({
    method: 'POST',
    url: '/api/player/offer/set/seen',
    access: 'TRIAL',
    summary: 'Mark an offer seen',
    tags,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: Player,
  }),
} as const;
