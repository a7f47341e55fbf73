import { WARRIOR_CLASSES } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { literalUnion } from '../schemas/enums.js';
import { Forces, PlayerWithForces, RequestId } from '../schemas/progression.js';

const tags = ['progression'];

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
};
