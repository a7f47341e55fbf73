import { consumableDef } from '../content/consumables.js';
import { fail, ok, type Result } from '../text/result.js';
import { abilityOfClass, type AbilityId } from './abilities.js';
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
  tauntAllows,
} from './resolve.js';
import { playHit, runAi } from './turns.js';
import type { BattleCreature, BattleEffect, BattleState, Move, Team } from './types.js';
import type { ErrorCode } from '../text/errors.js';

/** A command's result: the new state and the moves it added (for the client to replay). */
export interface CommandOutcome {
  readonly state: BattleState;
  readonly moves: readonly Move[];
}

/**
 * A creature's own copy, every field named: the type lists them all, so a field added to the
 * creature fails to compile until it is copied here too. Spreading creatures whose optional
 * fields came and went (a shield, a cooldown) took a third of a hit's time; copies made here all
 * have one shape, so the next copy of them is fast too.
 */
function copyCreature(c: BattleCreature): BattleCreature {
  const copy: { [K in keyof Required<BattleCreature>]: BattleCreature[K] } = {
    id: c.id,
    team: c.team,
    identifier: c.identifier,
    imageId: c.imageId,
    warriorClass: c.warriorClass,
    level: c.level,
    rank: c.rank,
    order: c.order,
    attack: c.attack,
    defence: c.defence,
    health: c.health,
    maxHealth: c.maxHealth,
    startHealth: c.startHealth,
    block: c.block,
    hammer: c.hammer,
    freeze: c.freeze,
    fire: c.fire,
    lifesteal: c.lifesteal,
    poison: c.poison,
    forceVs: c.forceVs,
    immortal: c.immortal,
    effects: copyEffects(c.effects),
    acted: c.acted,
    ward: c.ward,
    kills: c.kills,
    rankExp: c.rankExp,
    boss: c.boss,
    cooldown: c.cooldown,
    shield: c.shield,
    taunt: c.taunt,
  };
  return copy;
}

function copyEffects(effects: readonly BattleEffect[]): BattleEffect[] {
  const copy: BattleEffect[] = [];
  for (const e of effects) copy.push({ type: e.type, movesRemain: e.movesRemain, value: e.value });
  return copy;
}

/** One copy of the state per command; the hit itself then works in place. */
function cloneBattle(s: BattleState): BattleState {
  return {
    ...s,
    creatures: s.creatures.map(copyCreature),
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
  const refusal =
    attackRefusal(combatant(a), team) ??
    (d ? hitTargetRefusal(combatant(d), team) : 'TARGET_INVALID');
  if (refusal !== null || d === undefined) return refusal;
  return tauntAllows(s, team, d) ? null : 'TARGET_TAUNTED';
}

/**
 * May the attacker use its ability on this target now: a foe for a strike (a shield wall
 * shields the others), a wounded ally for a heal; abilities on the user itself or on every foe
 * take any living creature as their target and ignore it.
 */
function abilityCheck(
  s: BattleState,
  team: Team,
  attackerId: number,
  targetId: number,
): ErrorCode | null {
  const turn = turnCheck(s, team);
  if (turn !== null) return turn;
  const a = findCreature(s, attackerId);
  const d = findCreature(s, targetId);
  if (a === undefined) return 'CREATURE_CANNOT_ACT';
  const refusal = attackRefusal(combatant(a), team);
  if (refusal !== null) return refusal;
  const def = abilityOfClass(a.warriorClass);
  if (def === null) return 'NO_ABILITY';
  if ((a.cooldown ?? 0) > 0) return 'ABILITY_NOT_READY';
  if (d === undefined || d.health <= 0) return 'TARGET_INVALID';
  switch (def.target) {
    case 'SELF':
    case 'ALL_FOES':
      return null;
    case 'ALLY':
      if (d.team !== team) return 'TARGET_INVALID';
      return d.health >= d.maxHealth ? 'FULLY_HEALTHY' : null;
    case 'FOE':
      return (
        hitTargetRefusal(combatant(d), team) ?? (tauntAllows(s, team, d) ? null : 'TARGET_TAUNTED')
      );
  }
}

function moveCheck(
  s: BattleState,
  team: Team,
  attackerId: number,
  defenderId: number,
  ability: boolean,
): ErrorCode | null {
  return ability
    ? abilityCheck(s, team, attackerId, defenderId)
    : hitCheck(s, team, attackerId, defenderId);
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
