import { goldForMonster } from '../battle/outcome.js';
import { BALANCE } from '../content/balance.js';
import { isArtifactEffect, itemDef, itemUpgradeCost, itemValue } from '../content/items.js';
import { artifactStats, recomputeCreature } from '../creature/build.js';
import type { Creature, ForgedBonus } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';

/** SPEC §9: reforging an artifact gives the chosen hero 25% of its power. */
export const REFORGE_SHARE = 0.25;
/** The highest level an item is raised to at the smithy. */
export const MAX_ITEM_LEVEL = 500;

/**
 * Crystals, gold and time to raise an item from `level` to `level + 1`. The gold is that of
 * `BALANCE.smithyGoldMonsters` ordinary monsters of the item's level, so the smithy weighs
 * against a hero level at every stair (docs/GAME_DESIGN.md, Items).
 */
export function itemUpgradePlan(level: number): {
  toLevel: number;
  crystal: number;
  gold: number;
  seconds: number;
} {
  const l = Math.max(1, Math.floor(level));
  return {
    toLevel: l + 1,
    crystal: itemUpgradeCost(l),
    gold: Math.ceil(BALANCE.smithyGoldMonsters * goldForMonster(l, false)),
    seconds: 120 * l,
  };
}

export interface ReforgeOutcome {
  readonly creature: Creature;
  /** What the hero gains for good. */
  readonly gained: ForgedBonus;
  readonly weightBefore: number;
  readonly weightAfter: number;
}

/**
 * Melts an artifact into a hero: a quarter of what it lends at its level is added to the hero's
 * stats for good, and the artifact is gone. Amulets lend chances, not stats, and are refused;
 * so are lent (temporal) heroes.
 */
export function reforge(
  hero: Creature,
  item: { readonly artifactId: string; readonly level: number },
): Result<ReforgeOutcome> {
  const def = itemDef(item.artifactId);
  if (def === undefined) return fail('NOT_FOUND');
  if (!isArtifactEffect(def.effectType)) return fail('FORGE_ONLY_ARTIFACTS');
  if (hero.temporal) return fail('NO_SUITABLE_HEROES');
  const lent = artifactStats(def.effectType, itemValue(def, item.level) * REFORGE_SHARE);
  const had = hero.forged ?? { attack: 0, defence: 0, health: 0 };
  const forged = {
    attack: had.attack + lent.attack,
    defence: had.defence + lent.defence,
    health: had.health + lent.health,
  };
  const creature = recomputeCreature({ ...hero, forged });
  return ok({ creature, gained: lent, weightBefore: hero.weight, weightAfter: creature.weight });
}
