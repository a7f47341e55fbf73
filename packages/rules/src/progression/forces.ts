import { forceDef, forceUpgradeCost, PARALLEL_FORCE_UPGRADES } from '../content/forces.js';
import { heroDef } from '../content/heroes.js';
import { maxForceLevel, rankLimit } from '../content/ranks.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import { recomputeCreature } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';

/** Magic hammers a player may buy; each adds one force upgrade running at once. */
export const MAX_MAGIC_HAMMERS = 3;
/** Emeralds for the next magic hammer: 150, 300, 450. */
export function hammerPrice(owned: number): number {
  return 150 * (Math.max(0, Math.floor(owned)) + 1);
}

/** Force upgrades that may run at once with `hammers` magic hammers bought (SPEC §4). */
export function forceUpgradeSlots(hammers: number): number {
  return PARALLEL_FORCE_UPGRADES + Math.max(0, Math.min(MAX_MAGIC_HAMMERS, hammers));
}

export function forceLevel(c: Pick<Creature, 'forcesV2'>, cls: WarriorClass): number {
  return c.forcesV2.find((f) => f.warriorClass === cls)?.level ?? 0;
}

/** The hero with a force at `level` (learned when new), stats rebuilt. */
export function withForceLevel(c: Creature, cls: WarriorClass, level: number): Creature {
  const forces = c.forcesV2.some((f) => f.warriorClass === cls)
    ? c.forcesV2.map((f) => (f.warriorClass === cls ? { ...f, level } : f))
    : [...c.forcesV2, { warriorClass: cls, level }];
  return recomputeCreature({ ...c, forcesV2: forces });
}

export interface ForceUpgradePlan {
  readonly toLevel: number;
  readonly elixir: number;
  readonly seconds: number;
}

/**
 * What raising a force one level takes, or why it cannot be raised: fixed-rank heroes know
 * every force already; others go up to their rank, and past it only by rising in rank.
 */
export function planForceUpgrade(
  c: Pick<Creature, 'identifier' | 'rank' | 'forcesV2'>,
  cls: WarriorClass,
): Result<ForceUpgradePlan> {
  const hero = heroDef(c.identifier);
  if (hero === undefined) return fail('NOT_FOUND');
  if (forceDef(cls) === undefined) return fail('NO_SUCH_FORCE');
  if (hero.fixedRank !== undefined) return fail('FORCE_FIXED_RANK');
  const toLevel = forceLevel(c, cls) + 1;
  if (toLevel > maxForceLevel(hero, c.rank)) {
    return fail(c.rank < rankLimit(hero) ? 'FORCE_LOCKED' : 'FORCE_MAX_LEVEL');
  }
  return ok({ toLevel, ...forceUpgradeCost(toLevel) });
}
