import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import {
  BattleCompleted,
  BattleStatus,
  DuelBoard,
  DuelView,
  Precalculation,
} from '../schemas/battle.js';

const tags = ['battle'];
const Pair = Type.Object({
  attackerId: Type.Integer(),
  defenderId: Type.Integer(),
  /** The attacker's ability aimed at the defender rather than a plain hit. */
  ability: Type.Optional(Type.Boolean()),
});
const ConsumableTarget = Type.Object({
  id: Type.String({ maxLength: 60 }),
  targetCreatureId: Type.Integer(),
});

/** SPEC §7 Battle (all POST). Answers carry the moves from the client's offset onwards. */
export const battle = {
  placeAttack: endpoint({
    method: 'POST',
    url: '/api/battle/place/attack',
    access: 'TRIAL',
    summary: "Attack a place's guards: starts a MOB battle",
    tags,
    body: Type.Object({ placeId: Type.Integer({ minimum: 0 }) }),
    response: BattleStatus,
    // SPEC §7 sends it as a form; the game's client sends JSON.
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  }),
  arenaAttack: endpoint({
    method: 'POST',
    url: '/api/battle/arena/attack',
    access: 'TRIAL',
    summary: "Attack another player's squad (played by the AI): an ARENA battle",
    tags,
    body: Type.Object({ opponentId: Type.Integer({ minimum: 1 }) }),
    response: BattleStatus,
  }),
  duelBoard: endpoint({
    method: 'GET',
    url: '/api/battle/multi/list',
    access: 'TRIAL',
    summary: 'Duels (MULTI battles): my open challenge, others to take up, duels to watch',
    tags,
    response: DuelBoard,
  }),
  duelOpen: endpoint({
    method: 'POST',
    url: '/api/battle/multi/open',
    access: 'TRIAL',
    summary: 'Challenge anyone to a duel: an open MULTI battle waiting for a second player',
    tags,
    response: DuelBoard,
  }),
  duelCancel: endpoint({
    method: 'POST',
    url: '/api/battle/multi/cancel',
    access: 'TRIAL',
    summary: 'Withdraw my open challenge',
    tags,
    response: DuelBoard,
  }),
  duelJoin: endpoint({
    method: 'POST',
    url: '/api/battle/multi/join',
    access: 'TRIAL',
    summary: "Take up a challenge: the MULTI battle starts, the challenger's turn first",
    tags,
    body: Type.Object({ duelId: Type.Integer({ minimum: 1 }) }),
    response: BattleStatus,
  }),
  duelWatch: endpoint({
    method: 'GET',
    url: '/api/battle/multi/watch',
    access: 'TRIAL',
    summary: 'Watch a duel: its moves from an offset, from the challenger’s side',
    tags,
    querystring: Type.Object({
      battleId: Type.Integer({ minimum: 1 }),
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
    response: DuelView,
  }),
  movesEmpty: endpoint({
    method: 'POST',
    url: '/api/battle/v2/moves/empty/get',
    access: 'TRIAL',
    summary: 'The battle as it stands, without moves',
    tags,
    response: BattleStatus,
  }),
  movesSublist: endpoint({
    method: 'POST',
    url: '/api/battle/v2/moves/sublist/get',
    access: 'TRIAL',
    summary: 'The battle with its moves from an offset (replay after a reload)',
    tags,
    body: Type.Object({ offset: Type.Integer({ minimum: 0 }) }),
    response: BattleStatus,
  }),
  ask: endpoint({
    method: 'POST',
    url: '/api/battle/v2/ask',
    access: 'TRIAL',
    summary: 'A hint: the move the AI would make',
    tags,
    response: BattleStatus,
  }),
  skip: endpoint({
    method: 'POST',
    url: '/api/battle/skip',
    access: 'TRIAL',
    summary: 'Pass the turn',
    tags,
    body: Type.Object({ offset: Type.Optional(Type.Integer({ minimum: 0 })) }),
    response: BattleStatus,
  }),
  hit: endpoint({
    method: 'POST',
    url: '/api/battle/v2/hit',
    access: 'TRIAL',
    summary:
      'Hit (or with ability, the attacker uses its ability on the defender); the opponent answers. With offset (moves seen), a stale repeat is refused',
    tags,
    body: Type.Object({ ...Pair.properties, offset: Type.Optional(Type.Integer({ minimum: 0 })) }),
    response: BattleStatus,
  }),
  precalculate: endpoint({
    method: 'POST',
    url: '/api/battle/precalculate',
    access: 'TRIAL',
    summary: 'What a hit or ability would do, and the answer it draws, without making it',
    tags,
    body: Pair,
    response: Precalculation,
  }),
  complete: endpoint({
    method: 'POST',
    url: '/api/battle/complete',
    access: 'TRIAL',
    summary: 'Close a finished battle: rewards, penalties and health are applied',
    tags,
    response: BattleCompleted,
  }),
  useConsumable: endpoint({
    method: 'POST',
    url: '/api/battle/v2/useConsumable',
    access: 'TRIAL',
    summary: 'Use a consumable on a creature (one per turn; the turn goes on)',
    tags,
    body: ConsumableTarget,
    response: BattleStatus,
  }),
  removeConsumable: endpoint({
    method: 'POST',
    url: '/api/battle/v2/removeConsumable',
    access: 'TRIAL',
    summary: 'Take an unspent ward off a creature, back into the bag',
    tags,
    body: ConsumableTarget,
    response: BattleStatus,
  }),
  giveUp: endpoint({
    method: 'POST',
    url: '/api/battle/v2/giveUpBattle',
    access: 'TRIAL',
    summary: 'Give up: the battle ends as a loss',
    tags,
    response: BattleStatus,
  }),
} as const;
