import { WARRIOR_CLASSES } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { literalUnion } from '../schemas/enums.js';
import { Player } from '../schemas/player.js';
import {
  Forces,
  PlayerWithForces,
  PlayerWithSmithy,
  ReforgePreview,
  RequestId,
  Smithy,
} from '../schemas/progression.js';

const tags = ['progression'];
const ItemParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const Reforge = Type.Object({
  itemId: Type.Integer({ minimum: 1 }),
  creatureId: Type.Integer({ minimum: 1 }),
});

/** Forces and their upgrade timers, magic hammers, speed-ups (SPEC §4 Upgrades). */
export const progression = {
  forces: endpoint({
    method: 'GET',
    url: '/api/progression/forces',
    access: 'TRIAL',
    summary: 'Force upgrades under way and the hammers; upgrades whose time is up complete now',
    tags,
    response: Forces,
  }),
  upgradeForce: endpoint({
    method: 'POST',
    url: '/api/creature/:id/force/upgrade',
    access: 'TRIAL',
    summary: "Start raising one of a hero's forces a level: elixir now, the level when time is up",
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    body: Type.Object({
      warriorClass: literalUnion(WARRIOR_CLASSES),
      requestId: Type.Optional(RequestId),
    }),
    response: PlayerWithForces,
  }),
  speedUp: endpoint({
    method: 'POST',
    url: '/api/timer/:id/speedup',
    access: 'TRIAL',
    summary: 'End a wait now for emeralds at the price of the time left (nothing once it is over)',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: PlayerWithForces,
  }),
  buyHammer: endpoint({
    method: 'POST',
    url: '/api/progression/hammer/buy',
    access: 'TRIAL',
    summary: 'Buy a magic hammer for emeralds: one more force upgrade may run at once',
    tags,
    body: Type.Object({ requestId: Type.Optional(RequestId) }),
    response: PlayerWithForces,
  }),
  takeSlotOffer: endpoint({
    method: 'POST',
    url: '/api/progression/offer/:id/take',
    access: 'TRIAL',
    summary:
      "Take a free-slot offer for its emeralds: a squad slot, a hero's next artifact slot or a magic hammer",
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: Player,
  }),
  smithy: endpoint({
    method: 'GET',
    url: '/api/smithy',
    access: 'TRIAL',
    summary: 'Artifact upgrades under way; those whose time is up complete now',
    tags,
    response: Smithy,
  }),
  upgradeArtifact: endpoint({
    method: 'POST',
    url: '/api/artifact/:id/upgrade',
    access: 'TRIAL',
    summary: 'Start raising an artifact a level: crystals now, the level when time is up',
    tags,
    params: ItemParams,
    body: Type.Object({ requestId: Type.Optional(RequestId) }),
    response: PlayerWithSmithy,
  }),
  reforgePreview: endpoint({
    method: 'GET',
    url: '/api/forge/preview',
    access: 'TRIAL',
    summary: 'What reforging a backpack artifact into a hero would give it (25% of its power)',
    tags,
    querystring: Reforge,
    response: ReforgePreview,
  }),
  reforge: endpoint({
    method: 'POST',
    url: '/api/forge/reforge',
    access: 'TRIAL',
    summary: 'Melt a backpack artifact into a hero for good: 25% of its power',
    tags,
    body: Reforge,
    response: PlayerWithSmithy,
  }),
};
