/**
 * The simulated player's artifacts as a player keeps them: each found or freed artifact is worn
 * where it adds most (a free slot, else in place of a weaker worn artifact, which comes off),
 * and what no hero has room for waits in the bag for the forge.
 */
import type { ChestType } from '../battle/outcome.js';
import { isArtifactEffect, itemDef } from '../content/items.js';
import { makeArtifact } from '../creature/build.js';
import { equipArtifact, unequipArtifact } from '../creature/equip.js';
import type { Creature } from '../creature/model.js';
import { chestLoot } from '../progression/chests.js';
import { reforge } from '../progression/forge.js';
import { counted, replaceHero, squad, type SimPlayer } from './state.js';

interface Item {
  readonly artifactId: string;
  readonly level: number;
}

/** The best place for an item: a free slot on the strongest hero, else the best swap. */
function bestFit(p: SimPlayer, item: Item): { hero: Creature; freed: Item | null } | null {
  const def = itemDef(item.artifactId);
  if (def === undefined) return null;
  const art = makeArtifact(def, item.level, p.nextId++);
  const heroes = [...squad(p)].sort((a, b) => b.weight - a.weight);
  for (const h of heroes) {
    const r = equipArtifact(h, art);
    if (r.ok) return { hero: r.value, freed: null };
  }
  // Every slot taken: an artifact may replace a worn one that lends less (amulets stay, since
  // their chances do not show in the weight, and an amulet found with no slot is kept aside).
  if (!isArtifactEffect(def.effectType)) return null;
  let best: { hero: Creature; freed: Item; gain: number } | null = null;
  for (const h of heroes) {
    for (const worn of h.artifacts) {
      if (!isArtifactEffect(worn.effectType)) continue;
      const off = unequipArtifact(h, worn.id);
      const on = off.ok ? equipArtifact(off.value, art) : off;
      if (!on.ok) continue;
      const gain = on.value.weight - h.weight;
      if (gain > (best?.gain ?? 0)) {
        best = { hero: on.value, freed: { artifactId: worn.artifactId, level: worn.level }, gain };
      }
    }
  }
  return best;
}

/** Wears an item where it adds most; what is left over goes to the forge (spenders only). */
function keep(p: SimPlayer, item: Item): void {
  const fit = bestFit(p, item);
  if (fit !== null) replaceHero(p, fit.hero);
  const spare = fit === null ? item : fit.freed;
  if (spare === null || !p.spends) return;
  const def = itemDef(spare.artifactId);
  if (def !== undefined && isArtifactEffect(def.effectType)) p.bag.push(spare);
}

/** An artifact found: worn where it adds most (counted as wearing), else kept for the forge. */
export function gainItem(p: SimPlayer, item: Item): void {
  counted(p, 'wear', () => keep(p, item));
}

/** A hero leaving the squad gives up its artifacts to the heroes who stay, the best first. */
export function strip(p: SimPlayer, hero: Creature): void {
  const items = [...hero.artifacts]
    .sort((a, b) => b.value - a.value)
    .map((a) => ({ artifactId: a.artifactId, level: a.level }));
  let h = hero;
  for (const a of hero.artifacts) {
    const r = unequipArtifact(h, a.id);
    if (r.ok) h = r.value;
  }
  replaceHero(p, { ...h, combative: false });
  // Part of the purchase: the power it adds counts as buying, not as wearing.
  for (const item of items) keep(p, item);
}

/** Opens a chest (won in battle or waited for): its gold and its item (consumables unused). */
export function openChest(p: SimPlayer, chest: ChestType, stair: number, seed: string): void {
  const loot = chestLoot(chest, stair, seed);
  p.wallet.GOLD += loot.gold;
  p.chests++;
  if (loot.artifact !== null) gainItem(p, loot.artifact);
}

/** Melts every artifact waiting in the bag into the fighting hero it adds most to. */
export function reforgeBag(p: SimPlayer): void {
  for (const item of p.bag) {
    let best: { hero: Creature; gain: number } | null = null;
    for (const h of squad(p)) {
      const r = reforge(h, item);
      if (!r.ok) continue;
      const gain = r.value.weightAfter - r.value.weightBefore;
      if (gain > (best?.gain ?? 0)) best = { hero: r.value.creature, gain };
    }
    if (best === null) continue;
    replaceHero(p, best.hero);
    p.reforged++;
  }
  p.bag = [];
}
