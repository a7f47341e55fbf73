import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { ArenaHistory, ArenaState } from '../schemas/arena.js';
import { BattleStatus } from '../schemas/battle.js';
import { Id } from '../schemas/common.js';

const tags = ['arena'];

/**
 * The arena around `battle/arena/attack` (SPEC §2 arena with leagues and history): the player's
 * standing and offers, a fresh set of opponents, the history with replays, the reward time.
 */
export const arena = {
  state: endpoint({
    method: 'GET',
    url: '/api/arena/state',
    access: 'TRIAL',
    summary: "The player's rating, league, season, attempts, reward time and offered opponents",
    tags,
    response: ArenaState,
  }),
  refresh: endpoint({
    method: 'POST',
    url: '/api/arena/opponents/refresh',
    access: 'TRIAL',
    summary: 'Offer a fresh set of opponents near the rating',
    tags,
    response: ArenaState,
  }),
  history: endpoint({
    method: 'GET',
    url: '/api/arena/history',
    access: 'TRIAL',
    summary: 'The latest attacks made and suffered',
    tags,
    response: ArenaHistory,
  }),
  replay: endpoint({
    method: 'GET',
    url: '/api/arena/replay/:id',
    access: 'TRIAL',
    summary: 'A finished arena battle from its first move, for its attacker or defender',
    tags,
    params: Type.Object({ id: Id }),
    response: BattleStatus,
  }),
  rewardTime: endpoint({
    method: 'POST',
    url: '/api/arena/reward/time',
    access: 'TRIAL',
    summary: 'Settings: when (Moscow time) the daily arena reward is paid',
    tags,
    body: Type.Object({
      hour: Type.Integer({ minimum: 0, maximum: 23 }),
      minute: Type.Integer({ minimum: 0, maximum: 59 }),
    }),
    response: ArenaState,
  }),
};
