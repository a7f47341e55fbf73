import { fail, ok, type Result } from '../text/result.js';
import { abilityOfClass, type AbilityId } from './abilities.js';
import { chooseMove, type MoveChoice } from './ai.js';
import { consumableTargetCheck, moveCheck, turnCheck } from './checks.js';
import { applyConsumable } from './consumables.js';
import { draft, own, stepOf } from './copy.js';
import { checkEnd, finish, findCreature, pushMove, slotOf } from './resolve.js';
import { endTurn, playHit, playHitAt, runAi } from './turns.js';
import type {
  BattleCreature,
  BattleState,
  BattleStep,
  ConsumableStock,
  Move,
  Team,
} from './types.js';

export { combatant } from './checks.js';

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
): Result<BattleStep> {
  // Each found once: a draft keeps every creature in its slot.
  const ai = slotOf(state, attackerId);
  const di = slotOf(state, defenderId);
  const err = moveCheck(state, team, state.creatures[ai], state.creatures[di], ability);
  if (err !== null) return fail(err);
  const w = draft(state);
  playHitAt(w, ai, di, ability);
  runAi(w);
  return ok(stepOf(w));
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
  const ai = slotOf(state, attackerId);
  const di = slotOf(state, defenderId);
  const err = moveCheck(state, team, state.creatures[ai], state.creatures[di], ability);
  if (err !== null) return fail(err);
  const w = draft(state);
  const s = w.s;
  // The same steps as the move itself; the turn then passes, so the answer can be foreseen.
  playHitAt(w, ai, di, ability);
  // The two as the draft holds them now (playHitAt made them its own).
  const a = s.creatures[ai] as BattleCreature;
  const d = s.creatures[di] as BattleCreature;
  // The move's own steps, up to the next turn or the end.
  const added = w.added;
  let end = 0;
  while (end < added.length && added[end]?.kind !== 'TURN' && added[end]?.kind !== 'END') end++;
  const moves = added.slice(0, end);
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
    playHit(w, next.attackerId, next.defenderId, next.ability === true);
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
export function skip(state: BattleState, team: Team = 0): Result<BattleStep> {
  const err = turnCheck(state, team);
  if (err !== null) return fail(err);
  const w = draft(state);
  pushMove(w, 'SKIP', team, null, null, 0, 0);
  endTurn(w);
  runAi(w);
  return ok(stepOf(w));
}

/** SPEC §7 give up: allowed at any moment of a running battle, on either side's turn. */
export function giveUp(state: BattleState, team: Team = 0): Result<BattleStep> {
  if (state.status !== 'IN_PROGRESS') return fail('BATTLE_NOT_IN_PROGRESS');
  const w = draft(state);
  pushMove(w, 'GIVE_UP', team, null, null, 0, 0);
  finish(w, (1 - team) as Team, 'GIVE_UP');
  return ok(stepOf(w));
}

/** A new stock list: the first entry of `consumableId` counted up or down by `by`. */
function restocked(
  stock: readonly ConsumableStock[],
  consumableId: string,
  by: number,
): ConsumableStock[] {
  const at = stock.findIndex((x) => x.consumableId === consumableId);
  return stock.map((x, i) => (i === at ? { ...x, count: x.count + by } : x));
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
): Result<BattleStep> {
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
  const w = draft(state);
  const s = w.s;
  // The stock is shared with the input: the used one is counted off in a new list.
  const left = restocked(s.consumables[team], consumableId, -1).filter((x) => x.count > 0);
  s.consumables = team === 0 ? [left, s.consumables[1]] : [s.consumables[0], left];
  s.consumableUsedThisTurn = true;
  applyConsumable(w, consumableId, own(w, findCreature(s, targetCreatureId) as BattleCreature));
  checkEnd(w);
  return ok(stepOf(w));
}

/** Takes an unspent ward off an ally and puts it back in the stock (SPEC §7 removeConsumable). */
export function removeConsumable(
  state: BattleState,
  consumableId: string,
  targetCreatureId: number,
  team: Team = 0,
): Result<BattleStep> {
  const err = turnCheck(state, team);
  if (err !== null) return fail(err);
  const target = findCreature(state, targetCreatureId);
  if (target === undefined || target.team !== team || target.ward !== consumableId) {
    return fail('WARD_NOT_SET');
  }
  const w = draft(state);
  const s = w.s;
  const t = own(w, target);
  t.ward = null;
  // The stock is shared with the input: the ward goes back in a new list.
  const mine = s.consumables[team];
  const back = mine.some((x) => x.consumableId === consumableId)
    ? restocked(mine, consumableId, 1)
    : [...mine, { consumableId, count: 1 }];
  s.consumables = team === 0 ? [back, s.consumables[1]] : [s.consumables[0], back];
  pushMove(w, 'WARD_REMOVED', team, null, t.id, 0, t.health, { consumableId });
  return ok(stepOf(w));
}

/** SPEC §7 ask: the move the AI would make for the player. */
export function ask(state: BattleState, team: Team = 0): Result<MoveChoice> {
  if (turnCheck(state, team) !== null) return fail('HINT_UNAVAILABLE');
  const choice = chooseMove(state, team);
  return choice === null ? fail('HINT_UNAVAILABLE') : ok(choice);
}

/**
 * Plays a battle to its end with the AI on both sides (arena squads fighting each other, quick
 * resolution, the balance simulation). Works on a copy; the input is untouched.
 */
export function autoPlay(state: BattleState): BattleStep {
  const w = draft(state);
  const s = w.s;
  const ai = s.aiTeams;
  s.aiTeams = [true, true];
  runAi(w);
  s.aiTeams = ai;
  return stepOf(w);
}
