import { fail, ok, type Result } from '../text/result.js';
import { abilityOfClass, type AbilityId } from './abilities.js';
import { chooseMove, type MoveChoice } from './ai.js';
import { consumableTargetCheck, moveCheck, turnCheck } from './checks.js';
import { applyConsumable } from './consumables.js';
import { cloneBattle } from './copy.js';
import { checkEnd, endTurn, finish, findCreature, pushMove } from './resolve.js';
import { playHit, runAi } from './turns.js';
import type { BattleCreature, BattleState, Move, Team } from './types.js';

export { combatant } from './checks.js';

/** A command's result: the new state and the moves it added (for the client to replay). */
export interface CommandOutcome {
  readonly state: BattleState;
  readonly moves: readonly Move[];
}

function done(before: number, s: BattleState): Result<CommandOutcome> {
  return ok({ state: s, moves: s.moves.slice(before) });
}

/**
 * SPEC §7 hit (attackerId, defenderId), or with `ability` the attacker's ability aimed at the
 * defender; the AI answers at once in MOB and ARENA battles.
 */
export function hit(
  state: BattleState,
  attackerId: number,
  defenderId: number,
  team: Team = 0,
  ability = false,
): Result<CommandOutcome> {
  const err = moveCheck(state, team, attackerId, defenderId, ability);
  if (err !== null) return fail(err);
  const s = cloneBattle(state);
  const before = s.moves.length;
  playHit(s, attackerId, defenderId, ability);
  runAi(s);
  return done(before, s);
}

/**
 * What this move will do, exactly (the generator's state is known), without doing it: the
 * damage on the chosen creature and in all, who falls, what is healed or shielded, and the move
 * the other side will answer with (who will be struck back).
 */
export interface Precalculation {
  readonly moves: readonly Move[];
  readonly damage: number;
  readonly defenderHealthAfter: number;
  readonly attackerHealthAfter: number;
  readonly kills: boolean;
  /** The ability used, or null for a plain hit. */
  readonly ability: AbilityId | null;
  /** Damage dealt to every foe together (an ability on every foe hits more than one). */
  readonly totalDamage: number;
  /** Foes that fall. */
  readonly killed: readonly number[];
  /** Health given back, shield raised. */
  readonly healed: number;
  readonly shield: number;
  /**
   * The other side's next move once this turn is over (the rest of it played as the hint
   * would), or null when the battle ends first.
   */
  readonly answer: MoveChoice | null;
}

export function precalculate(
  state: BattleState,
  attackerId: number,
  defenderId: number,
  team: Team = 0,
  ability = false,
): Result<Precalculation> {
  const err = moveCheck(state, team, attackerId, defenderId, ability);
  if (err !== null) return fail(err);
  const s = cloneBattle(state);
  const before = s.moves.length;
  const a = findCreature(s, attackerId) as BattleCreature;
  const d = findCreature(s, defenderId) as BattleCreature;
  // The same steps as the move itself; the turn then passes, so the answer can be foreseen.
  playHit(s, attackerId, defenderId, ability);
  // The move's own steps, up to the next turn (or the end of the battle).
  let end = before;
  while (end < s.moves.length && s.moves[end]?.kind !== 'TURN' && s.moves[end]?.kind !== 'END')
    end++;
  const moves = s.moves.slice(before, end);
  let totalDamage = 0;
  let healed = 0;
  let shield = 0;
  const killed: number[] = [];
  for (const m of moves) {
    if ((m.kind === 'HIT' || m.kind === 'BLOCK' || m.kind === 'HAMMER') && m.actorId === a.id)
      totalDamage += m.amount;
    if (m.kind === 'DEATH' && m.actorId === a.id && m.targetId !== null) killed.push(m.targetId);
    if (m.kind === 'HEAL') healed += m.amount;
    if (m.kind === 'ABILITY') shield += m.amount;
  }
  const onTarget = moves.find(
    (m) => (m.kind === 'HIT' || m.kind === 'BLOCK' || m.kind === 'HAMMER') && m.targetId === d.id,
  );
  // Who is struck back: the rest of the turn played as the hint would, then the other side's
  // choice, by the same measure its AI uses.
  for (
    let i = 0;
    i < s.creatures.length && s.status === 'IN_PROGRESS' && s.turningTeam === team;
    i++
  ) {
    const next = chooseMove(s, team);
    if (next === null) break;
    playHit(s, next.attackerId, next.defenderId, next.ability === true);
  }
  const other = (1 - team) as Team;
  const answer =
    s.status === 'IN_PROGRESS' && s.turningTeam === other ? chooseMove(s, other) : null;
  return ok({
    moves,
    damage: onTarget?.amount ?? 0,
    defenderHealthAfter: d.health,
    attackerHealthAfter: a.health,
    kills: d.health <= 0,
    ability: ability ? (abilityOfClass(a.warriorClass)?.id ?? null) : null,
    totalDamage,
    killed,
    healed,
    shield,
    answer,
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
