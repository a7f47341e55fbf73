import { consumableDef } from '../content/consumables.js';
import { fail, ok, type Result } from '../text/result.js';
import { chooseMove, type MoveChoice } from './ai.js';
import { applyConsumable } from './consumables.js';
import {
  attackRefusal,
  consumableTargetRefusal,
  hitTargetRefusal,
  type Combatant,
} from './predicates.js';
import {
  checkEnd,
  endTurn,
  finish,
  findCreature,
  isFrozen,
  pushMove,
  resolveHit,
} from './resolve.js';
import { playHit, runAi } from './turns.js';
import type { BattleCreature, BattleState, Move, Team } from './types.js';
import type { ErrorCode } from '../text/errors.js';

/** A command's result: the new state and the moves it added (for the client to replay). */
export interface CommandOutcome {
  readonly state: BattleState;
  readonly moves: readonly Move[];
}

/** One copy of the state per command; the hit itself then works in place. */
function cloneBattle(s: BattleState): BattleState {
  return {
    ...s,
    creatures: s.creatures.map((c) => ({ ...c, effects: c.effects.map((e) => ({ ...e })) })),
    aiTeams: [s.aiTeams[0], s.aiTeams[1]],
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    moves: s.moves.slice(),
    consumables: [s.consumables[0].map((x) => ({ ...x })), s.consumables[1].map((x) => ({ ...x }))],
  };
}

function turnCheck(s: BattleState, team: Team): ErrorCode | null {
  if (s.status !== 'IN_PROGRESS') return 'BATTLE_NOT_IN_PROGRESS';
  if (s.turningTeam !== team || s.aiTeams[team]) return 'NOT_YOUR_TURN';
  return null;
}

function hitCheck(
  s: BattleState,
  team: Team,
  attackerId: number,
  defenderId: number,
): ErrorCode | null {
  const turn = turnCheck(s, team);
  if (turn !== null) return turn;
  const a = findCreature(s, attackerId);
  const d = findCreature(s, defenderId);
  if (a === undefined) return 'CREATURE_CANNOT_ACT';
  return (
    attackRefusal(combatant(a), team) ??
    (d ? hitTargetRefusal(combatant(d), team) : 'TARGET_INVALID')
  );
}

/** The battle state's creature as the shared predicates see it. */
export function combatant(c: BattleCreature): Combatant {
  return {
    team: c.team,
    health: c.health,
    maxHealth: c.maxHealth,
    frozen: isFrozen(c),
    acted: c.acted,
    warded: c.ward !== null,
  };
}

function done(before: number, s: BattleState): Result<CommandOutcome> {
  return ok({ state: s, moves: s.moves.slice(before) });
}

/** SPEC §7 hit (attackerId, defenderId); the AI answers at once in MOB and ARENA battles. */
export function hit(
  state: BattleState,
  attackerId: number,
  defenderId: number,
  team: Team = 0,
): Result<CommandOutcome> {
  const err = hitCheck(state, team, attackerId, defenderId);
  if (err !== null) return fail(err);
  const s = cloneBattle(state);
  const before = s.moves.length;
  playHit(s, attackerId, defenderId);
  runAi(s);
  return done(before, s);
}

/** What this hit will do, exactly (the generator's state is known), without doing it. */
export interface Precalculation {
  readonly moves: readonly Move[];
  readonly damage: number;
  readonly defenderHealthAfter: number;
  readonly attackerHealthAfter: number;
  readonly kills: boolean;
}

export function precalculate(
  state: BattleState,
  attackerId: number,
  defenderId: number,
  team: Team = 0,
): Result<Precalculation> {
  const err = hitCheck(state, team, attackerId, defenderId);
  if (err !== null) return fail(err);
  const s = cloneBattle(state);
  const before = s.moves.length;
  const a = findCreature(s, attackerId) as BattleCreature;
  const d = findCreature(s, defenderId) as BattleCreature;
  resolveHit(s, a, d);
  const moves = s.moves.slice(before);
  const first = moves[0];
  return ok({
    moves,
    damage: first?.amount ?? 0,
    defenderHealthAfter: d.health,
    attackerHealthAfter: a.health,
    kills: d.health <= 0,
  });
}

/** SPEC §7 skip: the team passes its turn. */
export function skip(state: BattleState, team: Team = 0): Result<CommandOutcome> {
  const err = turnCheck(state, team);
  if (err !== null) return fail(err);
  const s = cloneBattle(state);
  const before = s.moves.length;
  pushMove(s, 'SKIP', team, null, null, 0, 0);
  endTurn(s);
  runAi(s);
  return done(before, s);
}

/** SPEC §7 give up: allowed at any moment of a running battle, on either side's turn. */
export function giveUp(state: BattleState, team: Team = 0): Result<CommandOutcome> {
  if (state.status !== 'IN_PROGRESS') return fail('BATTLE_NOT_IN_PROGRESS');
  const s = cloneBattle(state);
  const before = s.moves.length;
  pushMove(s, 'GIVE_UP', team, null, null, 0, 0);
  finish(s, (1 - team) as Team, 'GIVE_UP');
  return done(before, s);
}

function consumableTargetCheck(
  s: BattleState,
  team: Team,
  consumableId: string,
  target: BattleCreature | undefined,
): ErrorCode | null {
  const def = consumableDef(consumableId);
  if (def === undefined) return 'CONSUMABLE_MISSING';
  if (def.kind === 'MARKER') return 'CONSUMABLE_NOT_IN_BATTLE';
  if (target === undefined) return 'TARGET_INVALID';
  return consumableTargetRefusal(def.kind, combatant(target), team);
}

/**
 * Uses a consumable from the team's stock on a target. It does not end the turn, but only one
 * may be used per turn so a full bag cannot win a battle on its own.
 */
export function useConsumable(
  state: BattleState,
  consumableId: string,
  targetCreatureId: number,
  team: Team = 0,
): Result<CommandOutcome> {
  const err = turnCheck(state, team);
  if (err !== null) return fail(err);
  const stock = state.consumables[team].find((x) => x.consumableId === consumableId);
  if (stock === undefined || stock.count <= 0) return fail('CONSUMABLE_MISSING');
  if (state.consumableUsedThisTurn) return fail('CONSUMABLE_ALREADY_USED');
  const check = consumableTargetCheck(
    state,
    team,
    consumableId,
    findCreature(state, targetCreatureId),
  );
  if (check !== null) return fail(check);
  const s = cloneBattle(state);
  const before = s.moves.length;
  const mine = s.consumables[team].find((x) => x.consumableId === consumableId);
  if (mine !== undefined) mine.count--;
  s.consumables[team] = s.consumables[team].filter((x) => x.count > 0);
  s.consumableUsedThisTurn = true;
  applyConsumable(s, consumableId, findCreature(s, targetCreatureId) as BattleCreature);
  checkEnd(s);
  return done(before, s);
}

/** Takes an unspent ward off an ally and puts it back in the stock (SPEC §7 removeConsumable). */
export function removeConsumable(
  state: BattleState,
  consumableId: string,
  targetCreatureId: number,
  team: Team = 0,
): Result<CommandOutcome> {
  const err = turnCheck(state, team);
  if (err !== null) return fail(err);
  const target = findCreature(state, targetCreatureId);
  if (target === undefined || target.team !== team || target.ward !== consumableId) {
    return fail('WARD_NOT_SET');
  }
  const s = cloneBattle(state);
  const before = s.moves.length;
  const t = findCreature(s, targetCreatureId) as BattleCreature;
  t.ward = null;
  const stock = s.consumables[team].find((x) => x.consumableId === consumableId);
  if (stock === undefined) s.consumables[team].push({ consumableId, count: 1 });
  else stock.count++;
  pushMove(s, 'WARD_REMOVED', team, null, t.id, 0, t.health, { consumableId });
  return done(before, s);
}

/** SPEC §7 ask: the move the AI would make for the player. */
export function ask(state: BattleState, team: Team = 0): Result<MoveChoice> {
  if (turnCheck(state, team) !== null) return fail('HINT_UNAVAILABLE');
  const choice = chooseMove(state, team);
  return choice === null ? fail('HINT_UNAVAILABLE') : ok(choice);
}

/** Moves from an offset, for a client that saw the first `offset` (SPEC §7 moves/sublist). */
export function movesFrom(state: BattleState, offset: number): readonly Move[] {
  return state.moves.slice(Math.max(0, Math.floor(offset)));
}

/**
 * Plays a battle to its end with the AI on both sides (arena squads fighting each other, quick
 * resolution, the balance simulation). Works on a copy; the input is untouched.
 */
export function autoPlay(state: BattleState): BattleState {
  const s = cloneBattle(state);
  const ai = s.aiTeams;
  s.aiTeams = [true, true];
  runAi(s);
  s.aiTeams = ai;
  return s;
}
