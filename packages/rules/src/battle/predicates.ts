import type { ConsumableKind } from '../content/consumables.js';
import type { ErrorCode } from '../text/errors.js';

/**
 * What the battle's rules need to know of a creature to say who may strike, be struck or be
 * targeted. The server's battle state and the client's replayed units both present this shape,
 * so the screen enables exactly the moves the server accepts.
 */
export interface Combatant {
  readonly team: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly frozen: boolean;
  readonly acted: boolean;
  readonly warded: boolean;
}

/** SPEC §4: a creature strikes when it is its team's, alive, not frozen and has not struck. */
export function attackRefusal(c: Combatant, team: number): ErrorCode | null {
  if (c.team !== team || c.health <= 0 || c.frozen) return 'CREATURE_CANNOT_ACT';
  if (c.acted) return 'CREATURE_ALREADY_ACTED';
  return null;
}

/** A blow lands on a living creature of the other team. */
export function hitTargetRefusal(c: Combatant, team: number): ErrorCode | null {
  return c.team !== team && c.health > 0 ? null : 'TARGET_INVALID';
}

/**
 * Who a consumable may be used on: potions on a wounded living ally, the waters on a fallen
 * ally, a ward on a living ally without one; scrolls and venom on a living foe. Markers are not
 * used in battle.
 */
export function consumableTargetRefusal(
  kind: ConsumableKind,
  c: Combatant,
  team: number,
): ErrorCode | null {
  const own = c.team === team;
  switch (kind) {
    case 'MARKER':
      return 'CONSUMABLE_NOT_IN_BATTLE';
    case 'HEAL':
      if (!own || c.health <= 0) return 'TARGET_INVALID';
      return c.health >= c.maxHealth ? 'FULLY_HEALTHY' : null;
    case 'RESURRECT':
      if (!own) return 'TARGET_INVALID';
      return c.health > 0 ? 'ONLY_DEAD_TARGET' : null;
    case 'WARD':
      return own && c.health > 0 && !c.warded ? null : 'TARGET_INVALID';
    default:
      return !own && c.health > 0 ? null : 'TARGET_INVALID';
  }
}
