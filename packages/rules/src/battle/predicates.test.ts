import { describe, expect, it } from 'vitest';
import {
  attackRefusal,
  consumableTargetRefusal,
  hitTargetRefusal,
  type Combatant,
} from './predicates.js';

const base: Combatant = {
  team: 0,
  health: 50,
  maxHealth: 100,
  frozen: false,
  acted: false,
  warded: false,
};
const foe: Combatant = { ...base, team: 1 };

describe('the battle predicates shared by server and screen', () => {
  it('let a living, unfrozen creature of the team strike once', () => {
    expect(attackRefusal(base, 0)).toBeNull();
    expect(attackRefusal({ ...base, acted: true }, 0)).toBe('CREATURE_ALREADY_ACTED');
    expect(attackRefusal({ ...base, frozen: true }, 0)).toBe('CREATURE_CANNOT_ACT');
    expect(attackRefusal({ ...base, health: 0 }, 0)).toBe('CREATURE_CANNOT_ACT');
    expect(attackRefusal(foe, 0)).toBe('CREATURE_CANNOT_ACT');
    expect(attackRefusal(foe, 1)).toBeNull();
  });

  it('let blows land only on living creatures of the other team', () => {
    expect(hitTargetRefusal(foe, 0)).toBeNull();
    expect(hitTargetRefusal({ ...foe, health: 0 }, 0)).toBe('TARGET_INVALID');
    expect(hitTargetRefusal(base, 0)).toBe('TARGET_INVALID');
  });

  it('aim each kind of consumable at its own kind of target', () => {
    expect(consumableTargetRefusal('HEAL', base, 0)).toBeNull();
    expect(consumableTargetRefusal('HEAL', { ...base, health: 100 }, 0)).toBe('FULLY_HEALTHY');
    expect(consumableTargetRefusal('HEAL', foe, 0)).toBe('TARGET_INVALID');
    expect(consumableTargetRefusal('RESURRECT', { ...base, health: 0 }, 0)).toBeNull();
    expect(consumableTargetRefusal('RESURRECT', base, 0)).toBe('ONLY_DEAD_TARGET');
    expect(consumableTargetRefusal('WARD', base, 0)).toBeNull();
    expect(consumableTargetRefusal('WARD', { ...base, warded: true }, 0)).toBe('TARGET_INVALID');
    for (const kind of ['DAMAGE', 'BURN', 'POISON', 'FREEZE'] as const) {
      expect(consumableTargetRefusal(kind, foe, 0)).toBeNull();
      expect(consumableTargetRefusal(kind, base, 0)).toBe('TARGET_INVALID');
      expect(consumableTargetRefusal(kind, { ...foe, health: 0 }, 0)).toBe('TARGET_INVALID');
    }
    expect(consumableTargetRefusal('MARKER', base, 0)).toBe('CONSUMABLE_NOT_IN_BATTLE');
  });
});
