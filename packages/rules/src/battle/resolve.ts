/**
 * The mutable core of the battle engine. Everything here changes the state it is given in
 * place, so a hit costs no copies; the public commands (commands.ts) copy the state once and
 * then call in here. Every random draw comes from the state's own generator.
 */
import { BALANCE } from '../content/balance.js';
import { consumableDef } from '../content/consumables.js';
import { rankExpForKill } from '../content/ranks.js';
import type { EffectType } from '../creature/model.js';
import { nextFloat } from '../rng/rng.js';
import type { BattleCreature, BattleState, MoveKind, Team } from './types.js';

export function pushMove(
  s: BattleState,
  kind: MoveKind,
  team: Team,
  actorId: number | null,
  targetId: number | null,
  amount: number,
  healthAfter: number,
  extra?: { effect?: EffectType; consumableId?: string },
): void {
  s.moves.push({
    moveNumber: s.moves.length + 1,
    kind,
    team,
    actorId,
    targetId,
    amount,
    healthAfter,
    ...extra,
  });
}

export function findCreature(s: BattleState, id: number): BattleCreature | undefined {
  for (const c of s.creatures) if (c.id === id) return c;
  return undefined;
}

export function isFrozen(c: BattleCreature): boolean {
  for (const e of c.effects) if (e.type === 'FROZEN' && e.movesRemain > 0) return true;
  return false;
}

/** SPEC §4: alive when health is above 0; acts only alive and not frozen. */
export function canAct(c: BattleCreature): boolean {
  return c.health > 0 && !isFrozen(c);
}

export function canActNow(c: BattleCreature): boolean {
  return canAct(c) && !c.acted;
}

function teamAlive(s: BattleState, team: Team): boolean {
  for (const c of s.creatures) if (c.team === team && c.health > 0) return true;
  return false;
}

/** Share of full health a team has left, 0…1. */
function teamHealthShare(s: BattleState, team: Team): number {
  // Scaled by the largest creature first, so sums of 1e300-sized health stay finite.
  let top = 0;
  for (const c of s.creatures) if (c.team === team && c.maxHealth > top) top = c.maxHealth;
  if (!(top > 0)) return 0;
  let h = 0;
  let max = 0;
  for (const c of s.creatures) {
    if (c.team !== team) continue;
    h += c.health / top;
    max += c.maxHealth / top;
  }
  return max > 0 ? h / max : 0;
}

export function finish(s: BattleState, winner: Team, reason: BattleState['endReason']): void {
  s.status = 'COMPLETED';
  s.winner = winner;
  s.endReason = reason;
  pushMove(s, 'END', winner, null, null, 0, 0);
}

/** Ends the battle if a side has fallen. */
export function checkEnd(s: BattleState): boolean {
  if (s.status !== 'IN_PROGRESS') return true;
  const alive0 = teamAlive(s, 0);
  const alive1 = teamAlive(s, 1);
  if (alive0 && alive1) return false;
  // A side with no one standing loses; if both fell at once the side whose turn it is loses.
  finish(s, alive0 ? 0 : alive1 ? 1 : ((1 - s.turningTeam) as Team), 'DEFEAT');
  return true;
}

/**
 * Deals damage, honouring immortality and wards. The attacker (if any) is credited with a kill
 * and its rank experience.
 */
export function applyDamage(
  s: BattleState,
  target: BattleCreature,
  amount: number,
  kind: MoveKind,
  attacker: BattleCreature | null,
  extra?: { consumableId?: string },
): void {
  const dmg = amount > 0 && Number.isFinite(amount) ? amount : 0;
  const after = target.health - dmg;
  const team = attacker?.team ?? ((1 - target.team) as Team);
  pushMove(s, kind, team, attacker?.id ?? null, target.id, dmg, after > 0 ? after : 0, extra);
  if (after > 0) {
    target.health = after;
    return;
  }
  if (target.immortal > 0) {
    target.immortal--;
    target.health = target.maxHealth * BALANCE.immortalHealthShare;
    pushMove(s, 'IMMORTALITY', target.team, target.id, target.id, 0, target.health);
    return;
  }
  if (target.ward !== null) {
    const ward = consumableDef(target.ward);
    target.ward = null;
    target.health = target.maxHealth * (ward?.power ?? 0.3);
    pushMove(s, 'WARD', target.team, target.id, target.id, 0, target.health);
    return;
  }
  target.health = 0;
  target.effects.length = 0;
  pushMove(s, 'DEATH', target.team, attacker?.id ?? null, target.id, 0, 0);
  if (attacker !== null) {
    attacker.kills++;
    attacker.rankExp += rankExpForKill(target.level);
  }
}

/** Adds a lasting effect, or refreshes it when the new one is at least as strong. */
export function addEffect(c: BattleCreature, type: EffectType, moves: number, value: number): void {
  for (const e of c.effects) {
    if (e.type !== type) continue;
    e.movesRemain = Math.max(e.movesRemain, moves);
    e.value = Math.max(e.value, value);
    return;
  }
  c.effects.push({ type, movesRemain: moves, value });
}

/** Base damage of attacker on defender before luck: attack × attack / (attack + defence). */
export function baseDamage(a: BattleCreature, d: BattleCreature): number {
  const sum = a.attack + d.defence;
  if (!(sum > 0)) return 0;
  // attack × (attack / sum): the ratio first, so huge late-game stats never overflow.
  return a.attack * (a.attack / sum) * (1 + (a.forceVs[d.warriorClass] ?? 0));
}

/** One hit, with every chance rolled from the battle's generator. */
export function resolveHit(s: BattleState, a: BattleCreature, d: BattleCreature): void {
  const rng = s.rng;
  const v = BALANCE.damageVariance;
  let dmg = baseDamage(a, d) * (1 - v + 2 * v * nextFloat(rng));
  let kind: MoveKind = 'HIT';
  if (nextFloat(rng) < a.hammer) {
    kind = 'HAMMER';
    dmg *= BALANCE.hammerMultiplier;
  } else if (nextFloat(rng) < d.block) {
    kind = 'BLOCK';
    dmg *= BALANCE.blockShare;
  }
  applyDamage(s, d, dmg, kind, a);
  if (a.lifesteal > 0 && a.health > 0 && a.health < a.maxHealth) {
    const heal = Math.min(a.maxHealth - a.health, dmg * a.lifesteal);
    a.health += heal;
    pushMove(s, 'LIFESTEAL', a.team, a.id, a.id, heal, a.health);
  }
  if (d.health <= 0) return;
  if (a.freeze > 0 && nextFloat(rng) < a.freeze) {
    addEffect(d, 'FROZEN', BALANCE.freezeMoves, 0);
    pushMove(s, 'FREEZE', a.team, a.id, d.id, 0, d.health, { effect: 'FROZEN' });
  }
  if (a.fire > 0 && nextFloat(rng) < a.fire) {
    const burn = dmg * BALANCE.fireShare;
    addEffect(d, 'BURNING', BALANCE.fireMoves, burn);
    pushMove(s, 'FIRE', a.team, a.id, d.id, burn, d.health, { effect: 'BURNING' });
  }
  if (a.poison > 0) {
    const tick = a.attack * a.poison;
    addEffect(d, 'POISONED', BALANCE.poisonMoves, tick);
    pushMove(s, 'POISON', a.team, a.id, d.id, tick, d.health, { effect: 'POISONED' });
  }
}

/** Burning and poison hurt at the start of their bearer's turn, then count down. */
function tickDamageEffects(s: BattleState, team: Team): void {
  for (const c of s.creatures) {
    if (c.team !== team || c.health <= 0 || c.effects.length === 0) continue;
    for (const e of [...c.effects]) {
      if (c.health <= 0) break;
      if (e.type === 'FROZEN') continue;
      applyDamage(s, c, e.value, e.type === 'BURNING' ? 'BURN_TICK' : 'POISON_TICK', null);
      e.movesRemain--;
    }
    c.effects = c.effects.filter((e) => e.movesRemain > 0);
  }
}

/** Frost counts down at the end of its bearer's turn, so a freeze always costs one turn. */
function thaw(s: BattleState, team: Team): void {
  for (const c of s.creatures) {
    if (c.team !== team || c.effects.length === 0) continue;
    for (const e of c.effects) if (e.type === 'FROZEN') e.movesRemain--;
    c.effects = c.effects.filter((e) => e.movesRemain > 0);
  }
}

function teamCanActNow(s: BattleState, team: Team): boolean {
  for (const c of s.creatures) if (c.team === team && canActNow(c)) return true;
  return false;
}

function teamCanAct(s: BattleState, team: Team): boolean {
  for (const c of s.creatures) if (c.team === team && canAct(c)) return true;
  return false;
}

/**
 * Ends the turning team's turn and begins the next one, passing over teams that cannot act,
 * until a team can act or the battle ends (by defeat or by the turn cap).
 */
export function endTurn(s: BattleState): void {
  while (s.status === 'IN_PROGRESS') {
    thaw(s, s.turningTeam);
    s.turningTeam = (1 - s.turningTeam) as Team;
    s.consumableUsedThisTurn = false;
    if (beginTurn(s)) return;
  }
}

/** Begins the turning team's turn; false when it had to be passed over. */
export function beginTurn(s: BattleState): boolean {
  const team = s.turningTeam;
  s.turn++;
  if (s.turn > BALANCE.maxTurns) {
    // The cap: more health share left wins; on a tie the defending side (team 1) holds.
    finish(s, teamHealthShare(s, 0) > teamHealthShare(s, 1) ? 0 : 1, 'MOVE_LIMIT');
    return true;
  }
  pushMove(s, 'TURN', team, null, null, 0, 0);
  tickDamageEffects(s, team);
  if (checkEnd(s)) return true;
  if (!teamCanAct(s, team)) {
    pushMove(s, 'FROZEN_SKIP', team, null, null, 0, 0);
    return false;
  }
  if (!teamCanActNow(s, team)) {
    for (const c of s.creatures) if (c.team === team) c.acted = false;
  }
  return true;
}
