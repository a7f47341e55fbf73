import { canAfford, type Amounts } from '../content/currencies.js';
import { forceDef, forceUpgradeCost } from '../content/forces.js';
import {
  HEROES,
  STARTER_HEROES,
  heroDef,
  heroUnlockStair,
  type HeroDef,
} from '../content/heroes.js';
import { addRankExp, maxForceLevel, rankExpToNext, rankLimit } from '../content/ranks.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import { buildHero, recomputeCreature } from '../creature/build.js';
import { forceLevel, withForceLevel } from './forces.js';
import type { Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';

/** The three heroes offered at character selection. */
export function starterChoices(): readonly HeroDef[] {
  return STARTER_HEROES;
}

/** The player's first hero, picked at character selection. */
export function chooseFirstHero(
  heroId: string,
  creatureId: number,
  playerId: number,
): Result<Creature> {
  const hero = STARTER_HEROES.find((h) => h.id === heroId);
  if (hero === undefined) return fail('VALUE_INVALID');
  return ok(buildHero(hero, { id: creatureId, playerId, order: 0 }));
}

/** Heroes the shop shows at this best stair (SPEC §9 tier gates), ark heroes included. */
export function shopHeroes(bestStair: number): readonly HeroDef[] {
  return HEROES.filter((h) => heroUnlockStair(h) <= bestStair);
}

function shortage(price: Amounts): Result<never> {
  if (price.MITHRIL !== undefined) return fail('NOT_ENOUGH_GEMS');
  if (price.TOKENS !== undefined) return fail('NOT_ENOUGH_TOKENS');
  return fail('NOT_ENOUGH_RESOURCES');
}

/**
 * A bought hero joins this many levels below the squad's highest hero. A legendary hero (about
 * 1.6× a usual one, seven levels' worth at 1.07 a level) then starts stronger than the usual
 * hero it replaces, so a higher tier pays at once instead of after thirty-odd levels of catch-up.
 */
export const SHOP_JOIN_LEVELS_BEHIND = 5;

/** The level a bought hero joins at: five below the highest owned, within the level cap. */
export function shopJoinLevel(ownedLevels: readonly number[], levelCap: number): number {
  const best = ownedLevels.length === 0 ? 1 : Math.max(...ownedLevels);
  return Math.max(1, Math.min(levelCap, best - SHOP_JOIN_LEVELS_BEHIND));
}

/** Checks a purchase and builds the new hero; the caller takes `price` from the wallet. */
export function buyHero(input: {
  heroId: string;
  creatureId: number;
  playerId: number;
  bestStair: number;
  owned: readonly string[];
  wallet: Amounts;
  order: number;
  /** The level it joins at (`shopJoinLevel`); 1 when not given. */
  level?: number;
}): Result<{ creature: Creature; price: Amounts }> {
  const hero = heroDef(input.heroId);
  if (hero === undefined) return fail('NOT_FOUND');
  if (heroUnlockStair(hero) > input.bestStair) return fail('STAIR_LOCKED');
  if (input.owned.includes(hero.id)) return fail('HERO_ALREADY_OWNED');
  if (!canAfford(input.wallet, hero.price)) return shortage(hero.price);
  const creature = buildHero(hero, {
    id: input.creatureId,
    playerId: input.playerId,
    order: input.order,
    level: input.level ?? 1,
  });
  return ok({ creature, price: hero.price });
}

/**
 * Seconds a rank takes to rise once its kill experience is banked: `60 × (rank − 1)²`, a minute
 * for the first rank and a day for the star ranks, as force levels grow with their square.
 */
export function rankUpSeconds(toRank: number): number {
  return 60 * Math.max(1, Math.floor(toRank) - 1) ** 2;
}

/** Whether a hero's banked kill experience pays for its next rank (within its limit). */
export function rankUpDue(c: Creature, arkHeroesOwned = 0): boolean {
  const hero = heroDef(c.identifier);
  if (hero === undefined) return false;
  const limit = rankLimit(hero, arkHeroesOwned);
  if (hero.fixedRank !== undefined && hero.fixedRank >= limit) return false;
  return c.rank < limit && c.rankExp >= rankExpToNext(c.rank);
}

/**
 * Banks kill experience towards the next rank without raising it: the rise then takes
 * `rankUpSeconds` (SPEC §4: rank upgrades take time). Nothing is banked at the rank limit.
 */
export function bankRankExp(c: Creature, gained: number, arkHeroesOwned = 0): Creature {
  const hero = heroDef(c.identifier);
  if (hero === undefined || gained <= 0) return c;
  const limit = rankLimit(hero, arkHeroesOwned);
  if (c.rank >= limit || (hero.fixedRank !== undefined && hero.fixedRank >= limit))
    return c.rankExp === 0 ? c : { ...c, rankExp: 0 };
  return { ...c, rankExp: c.rankExp + gained };
}

/** A rank risen at the end of its wait: the experience it cost is spent, the rest carries on. */
export function riseRank(c: Creature, arkHeroesOwned = 0): Creature {
  if (!rankUpDue(c, arkHeroesOwned)) return c;
  const hero = heroDef(c.identifier)!;
  const rank = c.rank + 1;
  const rest = c.rankExp - rankExpToNext(c.rank);
  return recomputeCreature({
    ...c,
    rank,
    rankExp: rank >= rankLimit(hero, arkHeroesOwned) ? 0 : rest,
  });
}

/** Adds rank experience from kills and rebuilds the hero's stats when it rises. */
export function applyRankExp(c: Creature, gained: number, arkHeroesOwned = 0): Creature {
  const hero = heroDef(c.identifier);
  if (hero === undefined || gained <= 0) return c;
  const r = addRankExp(hero, c.rank, c.rankExp, gained, arkHeroesOwned);
  const next = { ...c, rank: r.rank, rankExp: r.rankExp };
  return r.ranksGained > 0 ? recomputeCreature(next) : next;
}

/**
 * Raises a force one level: up to the hero's rank (or its fixed rank). Returns the hero with
 * the force raised and the elixir and time the upgrade costs.
 */
export function learnForce(
  c: Creature,
  cls: WarriorClass,
): Result<{ creature: Creature; elixir: number; seconds: number }> {
  const hero = heroDef(c.identifier);
  if (hero === undefined || forceDef(cls) === undefined) return fail('NOT_FOUND');
  const current = forceLevel(c, cls);
  if (current + 1 > maxForceLevel(hero, c.rank)) return fail('FORCE_LOCKED');
  const cost = forceUpgradeCost(current + 1);
  return ok({ creature: withForceLevel(c, cls, current + 1), ...cost });
}
