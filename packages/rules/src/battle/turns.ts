/**
 * The turns around the hits: a hit played and the turn passed on, the AI's turns, and what a
 * turn's start and end do to the creatures (burning and poison, frost, shield walls, a fresh
 * round). Like resolve.ts it works on a command's draft in place; a creature is made the draft's
 * own (copied) only where a turn changes it.
 */
import { BALANCE } from '../content/balance.js';
import { chooseMove } from './ai.js';
import { ownAt, type Draft } from './copy.js';
import {
  applyDamage,
  canAct,
  canActNow,
  checkEnd,
  finish,
  pushMove,
  resolveAbility,
  resolveHit,
  slotOf,
} from './resolve.js';
import type { BattleCreature, BattleEffect, BattleState, Team } from './types.js';

/**
 * A checked hit (or ability): resolve it, mark the attacker, and end the team's turn once no
 * creature of it is left to act (unless the battle ended).
 */
export function playHit(w: Draft, attackerId: number, defenderId: number, ability = false): void {
  const ai = slotOf(w.s, attackerId);
  const di = slotOf(w.s, defenderId);
  if (ai >= 0 && di >= 0) playHitAt(w, ai, di, ability);
}

/** `playHit` of the creatures in slots `ai` and `di` of the draft's list. */
export function playHitAt(w: Draft, ai: number, di: number, ability: boolean): void {
  const s = w.s;
  // Both are written to: the attacker acts, the target is struck (or healed, or shielded).
  const a = ownAt(w, ai);
  const d = ownAt(w, di);
  if (ability) resolveAbility(w, a, d);
  else resolveHit(w, a, d);
  a.acted = true;
  // Every able creature of the team acts once in its turn; the turn passes after the last.
  if (!checkEnd(w) && !teamCanActNow(s, a.team)) endTurn(w);
}

/** Plays the AI's turns until a human team is to move or the battle is over. */
export function runAi(w: Draft): void {
  const s = w.s;
  while (s.status === 'IN_PROGRESS' && s.aiTeams[s.turningTeam]) {
    const choice = chooseMove(s, s.turningTeam);
    if (choice === null) {
      // Cannot happen after beginTurn found an able creature; end the turn rather than spin.
      endTurn(w);
      continue;
    }
    playHit(w, choice.attackerId, choice.defenderId, choice.ability === true);
  }
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

/** `e` counted down a move, or null once it is spent. */
function countedDown(e: BattleEffect): BattleEffect | null {
  const movesRemain = e.movesRemain - 1;
  return movesRemain > 0 ? { type: e.type, movesRemain, value: e.value } : null;
}

/**
 * Burning and poison hurt at the start of their bearer's turn, then count down, into a new list
 * (copy.ts: effects are shared, never changed in place). The walk stops once a tick kills: death
 * clears the effects.
 */
function tickDamageEffects(w: Draft, team: Team): void {
  const s = w.s;
  for (let i = 0; i < s.creatures.length; i++) {
    const seen = s.creatures[i] as BattleCreature;
    if (seen.team !== team || seen.health <= 0 || seen.effects.length === 0) continue;
    const c = ownAt(w, i);
    const effects = c.effects;
    const left: BattleEffect[] = [];
    for (let j = 0; j < effects.length && c.health > 0; j++) {
      const e = effects[j] as BattleEffect;
      if (e.type === 'FROZEN') {
        if (e.movesRemain > 0) left.push(e);
        continue;
      }
      applyDamage(w, c, e.value, e.type === 'BURNING' ? 'BURN_TICK' : 'POISON_TICK', null);
      const next = countedDown(e);
      if (next !== null) left.push(next);
    }
    if (c.health > 0) c.effects = left;
  }
}

/** Whether thawing changes `c`: frost to count down, or an effect already spent to drop. */
function thaws(c: BattleCreature): boolean {
  return c.effects.some((e) => e.type === 'FROZEN' || !(e.movesRemain > 0));
}

/**
 * Frost counts down at the end of its bearer's turn, so a freeze always costs one turn. A
 * creature that thawing leaves as it was (only burning or poisoned) stays shared.
 */
function thaw(w: Draft, team: Team): void {
  const s = w.s;
  for (let i = 0; i < s.creatures.length; i++) {
    const seen = s.creatures[i] as BattleCreature;
    if (seen.team !== team || !thaws(seen)) continue;
    const c = ownAt(w, i);
    const left: BattleEffect[] = [];
    for (const e of c.effects) {
      const next = e.type === 'FROZEN' ? countedDown(e) : e.movesRemain > 0 ? e : null;
      if (next !== null) left.push(next);
    }
    c.effects = left;
  }
}

export function teamCanActNow(s: BattleState, team: Team): boolean {
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
export function endTurn(w: Draft): void {
  const s = w.s;
  while (s.status === 'IN_PROGRESS') {
    thaw(w, s.turningTeam);
    // A shield wall lasts a number of the foes' turns.
    for (let i = 0; i < s.creatures.length; i++) {
      const c = s.creatures[i] as BattleCreature;
      if (c.team !== s.turningTeam && (c.taunt ?? 0) > 0) ownAt(w, i).taunt = (c.taunt ?? 0) - 1;
    }
    s.turningTeam = (1 - s.turningTeam) as Team;
    s.consumableUsedThisTurn = false;
    if (beginTurn(w)) return;
  }
}

/** Begins the turning team's turn; false when it had to be passed over. */
export function beginTurn(w: Draft): boolean {
  const s = w.s;
  const team = s.turningTeam;
  s.turn++;
  if (s.turn > BALANCE.maxTurns) {
    // The cap: more health share left wins; on a tie the defending side (team 1) holds.
    finish(w, teamHealthShare(s, 0) > teamHealthShare(s, 1) ? 0 : 1, 'MOVE_LIMIT');
    return true;
  }
  pushMove(w, 'TURN', team, null, null, 0, 0);
  tickDamageEffects(w, team);
  if (checkEnd(w)) return true;
  if (!teamCanAct(s, team)) {
    pushMove(w, 'FROZEN_SKIP', team, null, null, 0, 0);
    return false;
  }
  // A new turn: every creature of the team may act once more, and abilities come one turn
  // closer to ready. A creature with neither to change is left shared.
  for (let i = 0; i < s.creatures.length; i++) {
    const seen = s.creatures[i] as BattleCreature;
    const cooldown = seen.cooldown ?? 0;
    if (seen.team !== team || (!seen.acted && cooldown <= 0)) continue;
    const c = ownAt(w, i);
    c.acted = false;
    if (cooldown > 0) c.cooldown = cooldown - 1;
  }
  return true;
}
