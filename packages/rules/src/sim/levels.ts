/**
 * The gold the policy may spend on levels and the smithy, and what levelling makes of gold: the
 * squad raised with a budget, cheapest levels first, never past the player-level cap.
 */
import { canAfford } from '../content/currencies.js';
import { heroDef } from '../content/heroes.js';
import type { Creature } from '../creature/model.js';
import { groupLevelUp } from '../progression/experience.js';
import { shopHeroes } from '../progression/heroes.js';
import { squad, type SimPlayer } from './state.js';

export const TIER_ORDER = ['USUAL', 'LEGENDARY', 'MYTHICAL', 'SUPREME', 'ARK'];
export const tierOf = (c: Creature): number =>
  TIER_ORDER.indexOf(heroDef(c.identifier)?.tier ?? 'USUAL');

/** The cheapest hero sold of a tier above the squad's lowest that the player does not own. */
export function nextTier(p: SimPlayer) {
  const low = Math.min(...squad(p).map(tierOf));
  const owned = new Set(p.heroes.map((h) => h.identifier));
  return shopHeroes(p.road.bestVictoryStair + 1)
    .filter((h) => h.tier !== 'ARK' && !owned.has(h.id) && TIER_ORDER.indexOf(h.tier) > low)
    .sort((a, b) => (a.price.GOLD ?? 0) - (b.price.GOLD ?? 0))[0];
}

/**
 * The gold kept for the next tier: while a hero of a tier above the squad's lowest is sold and
 * its other currencies (crystals, sulfur, emeralds) are in hand, levelling leaves its gold price
 * untouched, unless the player is stuck on this stair (three losses): strength comes first.
 */
function reserve(p: SimPlayer): number {
  if ((p.byStair.get(p.stair)?.losses ?? 0) >= 3) return 0;
  const next = nextTier(p);
  if (next === undefined) return 0;
  // Only the gold is saved for: the other currencies come at their own pace.
  const { GOLD: gold = 0, ...rest } = next.price;
  return canAfford(p.wallet, rest) ? gold : 0;
}

/** The budget of gold for levels and the smithy: 80% beyond the reserve (for restores). */
export const budget = (p: SimPlayer) => Math.max(0, p.wallet.GOLD - reserve(p)) * 0.8;

/** The heroes raised with `gold`, cheapest levels first, and the gold it took. */
export function levelUp(
  heroes: readonly Creature[],
  gold: number,
  playerLevel: number,
): { creatures: Creature[]; cost: number } {
  let creatures = [...heroes];
  let cost = 0;
  for (let i = 0; i < 200; i++) {
    const r = groupLevelUp(creatures, gold - cost, playerLevel);
    if (r.cost <= 0) break;
    cost += r.cost;
    creatures = r.creatures;
  }
  return { creatures, cost };
}
