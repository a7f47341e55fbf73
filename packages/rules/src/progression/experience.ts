import { BALANCE } from '../content/balance.js';
import type { Creature } from '../creature/model.js';
import { recomputeCreature } from '../creature/build.js';
import { fail, ok, type Result } from '../text/result.js';
import { levelingOrder, type LevelingPreference } from './leveling-preference.js';

/** Experience from level `level` to the next (BALANCE.playerExpBase × level^playerExpGrowth). */
export function expToNext(level: number): number {
  const l = Math.max(1, Math.floor(level));
  return Math.round(BALANCE.playerExpBase * l ** BALANCE.playerExpGrowth);
}

export interface LevelState {
  readonly level: number;
  readonly currentExp: number;
  /** Experience the current level needs (SPEC §3 `maxExp`). */
  readonly maxExp: number;
}

/** Adds experience, rising as many levels as it pays for. */
export function addExperience(
  state: LevelState,
  gained: number,
): LevelState & { levelsGained: number } {
  let level = Math.max(1, Math.floor(state.level));
  let exp = Math.max(0, state.currentExp) + Math.max(0, Number.isFinite(gained) ? gained : 0);
  const start = level;
  while (exp >= expToNext(level)) {
    exp -= expToNext(level);
    level++;
  }
  return { level, currentExp: exp, maxExp: expToNext(level), levelsGained: level - start };
}

/**
 * Squad slots by player level: three at first (every creature acts in its side's turn, so a
 * lone hero cannot hold two guards), one more every third level, six from level 10.
 * The squad limit of SPEC §9 is 6.
 */
export function squadSlots(playerLevel: number, bought = 0): number {
  const earned = Math.floor((Math.max(1, playerLevel) - 1) / BALANCE.squadSlotEvery);
  return Math.min(6, BALANCE.squadSlotsBase + earned + Math.max(0, bought));
}

/** Heroes may be levelled up to three levels per player level, plus eight (BALANCE). */
export function heroLevelCap(playerLevel: number): number {
  return BALANCE.heroCapBase + BALANCE.heroCapPerPlayerLevel * Math.max(1, Math.floor(playerLevel));
}

/** Gold to raise a hero from `level` to `level + 1`. */
export function heroLevelCost(level: number): number {
  return BALANCE.levelCostBase * BALANCE.levelCostGrowth ** (Math.max(1, level) - 1);
}

/** Raises one hero a level for gold; returns the hero and the price paid. */
export function levelUpHero(
  hero: Creature,
  gold: number,
  playerLevel: number,
): Result<{ creature: Creature; cost: number }> {
  if (hero.level >= heroLevelCap(playerLevel)) return fail('HERO_MAX_LEVEL');
  const cost = heroLevelCost(hero.level);
  if (gold < cost) return fail('NOT_ENOUGH_RESOURCES');
  return ok({ creature: recomputeCreature({ ...hero, level: hero.level + 1 }), cost });
}

/**
 * Group levelling (SPEC §9: at most 6 heroes): each listed hero below the cap rises one level,
 * cheapest first (or front first: the player's leveling preference), while the gold lasts.
 */
export function groupLevelUp(
  heroes: readonly Creature[],
  gold: number,
  playerLevel: number,
  preference?: LevelingPreference,
): { creatures: Creature[]; cost: number } {
  const cap = heroLevelCap(playerLevel);
  const order = levelingOrder(
    heroes.slice(0, 6).filter((h) => h.level < cap),
    preference,
  );
  let left = gold;
  const raised = new Map<number, Creature>();
  for (const h of order) {
    const cost = heroLevelCost(h.level);
    if (cost > left) break;
    left -= cost;
    raised.set(h.id, recomputeCreature({ ...h, level: h.level + 1 }));
  }
  return { creatures: heroes.map((h) => raised.get(h.id) ?? h), cost: gold - left };
}
