/**
 * The simulated player's smithy: a worn artifact raised a level for crystals and gold, the level
 * arriving when the smithy's wait ends, as on the server (one raise at a time per artifact).
 */
import { isArtifactEffect, itemDef } from '../content/items.js';
import { recomputeCreature } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { heroLevelCap, heroLevelCost } from '../progression/experience.js';
import { itemUpgradePlan, MAX_ITEM_LEVEL } from '../progression/forge.js';
import { counted, replaceHero, squad, type SimPlayer } from './state.js';

/** A hero with one of its worn artifacts at another level. */
export function raisedHero(h: Creature, itemId: number, toLevel: number): Creature {
  return recomputeCreature({
    ...h,
    artifacts: h.artifacts.map((a) => (a.id === itemId ? { ...a, level: toLevel } : a)),
  });
}

interface Raise {
  readonly heroId: number;
  readonly itemId: number;
  readonly toLevel: number;
  readonly crystal: number;
  readonly gold: number;
  readonly gain: number;
}

/** Every raise possible now on a worn artifact, the most power per gold first. */
function raises(p: SimPlayer): Raise[] {
  const out: Raise[] = [];
  for (const h of squad(p)) {
    for (const a of h.artifacts) {
      const def = itemDef(a.artifactId);
      if (def === undefined || !isArtifactEffect(def.effectType) || a.level >= MAX_ITEM_LEVEL)
        continue;
      if (p.timers.some((t) => t.kind === 'smithy' && t.creatureId === a.id)) continue;
      const plan = itemUpgradePlan(a.level);
      const gain = raisedHero(h, a.id, plan.toLevel).weight - h.weight;
      out.push({ heroId: h.id, itemId: a.id, ...plan, gain });
    }
  }
  return out.sort((x, y) => y.gain / y.gold - x.gain / x.gold);
}

/** The power the cheapest hero level adds per gold now (0 with every hero at the cap). */
export function levelPerGold(p: SimPlayer): number {
  const cap = heroLevelCap(p.level.level);
  let best = 0;
  for (const h of squad(p)) {
    if (h.level >= cap) continue;
    const gain = recomputeCreature({ ...h, level: h.level + 1 }).weight - h.weight;
    best = Math.max(best, gain / heroLevelCost(h.level));
  }
  return best;
}

/**
 * Policy: raise worn artifacts while a raise adds at least `perGold` power per gold, within the
 * gold budget and the crystals above `keepCrystals`. A raise starts the smithy's wait; `instant`
 * (for weighing moves on a copy) applies the level at once.
 */
export function raiseArtifacts(
  p: SimPlayer,
  budget: number,
  keepCrystals: number,
  perGold: number,
  instant = false,
): void {
  let gold = budget;
  for (const r of raises(p)) {
    if (r.gain / r.gold < perGold || r.gain <= 0) break;
    if (r.gold > gold || r.crystal > p.wallet.CRYSTAL - keepCrystals) continue;
    gold -= r.gold;
    p.wallet.GOLD -= r.gold;
    p.wallet.CRYSTAL -= r.crystal;
    if (instant) {
      const h = p.heroes.find((x) => x.id === r.heroId)!;
      replaceHero(p, raisedHero(h, r.itemId, r.toLevel));
      continue;
    }
    const wait = itemUpgradePlan(r.toLevel - 1).seconds;
    p.timers.push({
      kind: 'smithy',
      creatureId: r.itemId,
      toLevel: r.toLevel,
      endsAt: p.seconds + wait,
    });
  }
}

/** A raise whose wait ended (or was sped up): the artifact's new level, if still worn. */
export function completeRaise(p: SimPlayer, itemId: number, toLevel: number): void {
  const h = p.heroes.find((x) => x.artifacts.some((a) => a.id === itemId));
  if (h === undefined) return;
  counted(p, 'smithy', () => replaceHero(p, raisedHero(h, itemId, toLevel)));
}
