import { consumableDef } from '../content/consumables.js';
import type { ErrorCode } from '../text/errors.js';
import { abilityOfClass } from './abilities.js';
import {
  attackRefusal,
  consumableTargetRefusal,
  hitTargetRefusal,
  type Combatant,
} from './predicates.js';
import { isFrozen, tauntAllows } from './resolve.js';
import type { BattleCreature, BattleState, Team } from './types.js';

// What the commands check before they act: each check answers its refusal, or null.

/** The battle runs and it is this human team's turn. */
export function turnCheck(s: BattleState, team: Team): ErrorCode | null {
  if (s.status !== 'IN_PROGRESS') return 'BATTLE_NOT_IN_PROGRESS';
  if (s.turningTeam !== team || s.aiTeams[team]) return 'NOT_YOUR_TURN';
  return null;
}

function hitCheck(
  s: BattleState,
  team: Team,
  a: BattleCreature | undefined,
  d: BattleCreature | undefined,
): ErrorCode | null {
  const turn = turnCheck(s, team);
  if (turn !== null) return turn;
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
  a: BattleCreature | undefined,
  d: BattleCreature | undefined,
): ErrorCode | null {
  const turn = turnCheck(s, team);
  if (turn !== null) return turn;
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

/**
 * May `a` strike `d` (or use its ability on it) now: the two as the battle holds them, undefined
 * when no creature has the id asked for.
 */
export function moveCheck(
  s: BattleState,
  team: Team,
  a: BattleCreature | undefined,
  d: BattleCreature | undefined,
  ability: boolean,
): ErrorCode | null {
  return ability ? abilityCheck(s, team, a, d) : hitCheck(s, team, a, d);
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

export function consumableTargetCheck(
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
