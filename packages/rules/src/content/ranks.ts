import type { LocalText } from '../i18n/lang.js';
import type { HeroDef } from './heroes.js';

/** Names of the ranks; premium ranks (SPEC §9: 10 to 40) are numbered. */
const RANK_NAMES: readonly LocalText[] = [
  { ru: 'Новобранец', en: 'Recruit' },
  { ru: 'Дружинник', en: 'Guardsman' },
  { ru: 'Витязь', en: 'Vityaz' },
  { ru: 'Богатырь', en: 'Bogatyr' },
  { ru: 'Воевода', en: 'Voivode' },
  { ru: 'Ярл', en: 'Jarl' },
  { ru: 'Конунг', en: 'King' },
  { ru: 'Эйнхерий', en: 'Einherjar' },
  { ru: 'Полубог', en: 'Demigod' },
];

const MAX_RANK = 40;

export function rankName(rank: number): LocalText {
  const r = Math.max(1, Math.min(MAX_RANK, Math.floor(rank)));
  return RANK_NAMES[r - 1] ?? { ru: `Звёздный ранг ${r}`, en: `Star rank ${r}` };
}

/**
 * The highest rank a hero may reach. Ark heroes gain +1 per extra ark hero owned (SPEC §9);
 * `arkHeroesOwned` counts all ark heroes of the player, so the first one adds nothing.
 */
export function rankLimit(hero: HeroDef, arkHeroesOwned = 0): number {
  const bonus = hero.tier === 'ARK' ? Math.max(0, arkHeroesOwned - 1) : 0;
  return Math.min(MAX_RANK + 10, hero.rankLimit + bonus);
}

/** The rank a new hero starts at: fixed-rank heroes hold theirs from the start. */
export function startRank(hero: HeroDef): number {
  return hero.fixedRank ?? 1;
}

/** Rank experience from kills needed to go from `rank` to `rank + 1`. */
export function rankExpToNext(rank: number): number {
  const r = Math.max(1, Math.floor(rank));
  return 10 * r ** 3;
}

/** Rank experience for killing a creature of `victimLevel` (its stair for monsters). */
export function rankExpForKill(victimLevel: number): number {
  return Math.max(1, Math.floor(victimLevel));
}

/**
 * Adds kill experience to a hero's rank. Fixed-rank heroes never rise by kills, except the
 * asgardian phoenix, which holds rank 5 for its forces yet may reach its limit of 6.
 */
export function addRankExp(
  hero: HeroDef,
  rank: number,
  rankExp: number,
  gained: number,
  arkHeroesOwned = 0,
): { rank: number; rankExp: number; ranksGained: number } {
  const limit = rankLimit(hero, arkHeroesOwned);
  if (hero.fixedRank !== undefined && hero.fixedRank >= limit) {
    return { rank, rankExp: 0, ranksGained: 0 };
  }
  let r = rank;
  let exp = rankExp + Math.max(0, gained);
  while (r < limit && exp >= rankExpToNext(r)) {
    exp -= rankExpToNext(r);
    r++;
  }
  if (r >= limit) exp = 0;
  return { rank: r, rankExp: exp, ranksGained: r - rank };
}

/**
 * The force level a hero may learn: its rank for ordinary heroes; fixed-rank heroes learn every
 * force at once at their fixed rank (warlock 2, titan 3, archititan 5, angel 4, archangel 5,
 * yotun 4, asgardian phoenix 5).
 */
export function maxForceLevel(hero: HeroDef, rank: number): number {
  return hero.fixedRank ?? rank;
}
