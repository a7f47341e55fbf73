import { cardDef, cardFitsHero, type CardDef } from '../content/cards.js';
import { CONSUMABLES } from '../content/consumables.js';
import type { Amounts } from '../content/currencies.js';
import { heroDef } from '../content/heroes.js';
import { AMULETS, ARTIFACTS, isAmuletEffect, itemDef, type ItemDef } from '../content/items.js';
import { rankLimit } from '../content/ranks.js';
import { recomputeCreature } from '../creature/build.js';
import { skillTotal, type Creature } from '../creature/model.js';
import { fail, ok, type Result } from '../text/result.js';

/**
 * Packs of the currencies that only the ark and the amulet shop take: ark tokens and amethysts,
 * bought with emeralds; the larger packs are discounted.
 */
export interface PremiumPack {
  readonly id: string;
  readonly currency: 'TOKENS' | 'AMETHYST';
  readonly amount: number;
  readonly gems: number;
  /** Percent saved against the smallest pack of the currency. */
  readonly discount: number;
}

function pack(
  id: string,
  currency: PremiumPack['currency'],
  amount: number,
  gems: number,
  unit: number,
): PremiumPack {
  return { id, currency, amount, gems, discount: Math.round((1 - gems / (amount * unit)) * 100) };
}

/** One ark token costs 5 emeralds in the smallest pack, one amethyst 2. */
export const PREMIUM_PACKS: readonly PremiumPack[] = [
  pack('tokens_10', 'TOKENS', 10, 50, 5),
  pack('tokens_50', 'TOKENS', 50, 225, 5),
  pack('tokens_100', 'TOKENS', 100, 400, 5),
  pack('amethyst_20', 'AMETHYST', 20, 40, 2),
  pack('amethyst_100', 'AMETHYST', 100, 180, 2),
  pack('amethyst_300', 'AMETHYST', 300, 480, 2),
]; // prettier-ignore

export function premiumPack(id: string): PremiumPack | undefined {
  return PREMIUM_PACKS.find((p) => p.id === id);
}

/** The amulet shop's price in amethysts: amulets found deeper on the road cost more. */
export function amuletPrice(def: ItemDef): number {
  return 10 + 2 * def.minStair;
}

/** Amulets the shop offers at this best stair: those the road already yields there. */
export function amuletOffers(bestStair: number): readonly ItemDef[] {
  return AMULETS.filter((a) => a.minStair <= Math.max(1, bestStair));
}

/** Checks an amulet purchase: the amulet joins the backpack at level 1. */
export function buyAmulet(amuletId: string, bestStair: number): Result<{ price: Amounts }> {
  const def = itemDef(amuletId);
  if (def === undefined || !isAmuletEffect(def.effectType)) return fail('NOT_FOUND');
  if (def.minStair > Math.max(1, bestStair)) return fail('STAIR_LOCKED');
  return ok({ price: { AMETHYST: amuletPrice(def) } });
}

/**
 * Amethysts for an amulet melted at the shop: a quarter of its price, plus one per level raised
 * at the smithy. Artifacts are refused: they go to the forge.
 */
export function amuletMeltValue(amuletId: string, level: number): Result<number> {
  const def = itemDef(amuletId);
  if (def === undefined) return fail('NOT_FOUND');
  if (!isAmuletEffect(def.effectType)) return fail('MELT_ONLY_AMULETS');
  return ok(Math.floor(amuletPrice(def) / 4) + Math.max(0, Math.floor(level) - 1));
}

/** Why a card cannot go to this hero, or null when it can. */
function cardRefusal(
  def: CardDef,
  c: CardTarget,
  arkHeroesOwned: number,
): 'NO_SUITABLE_HEROES' | null {
  const hero = heroDef(c.identifier);
  if (hero === undefined || c.temporal || !cardFitsHero(def, hero)) return 'NO_SUITABLE_HEROES';
  if (def.effect.kind === 'RANK') {
    // Heroes without rank upgrades hold their rank: no card moves it.
    if (hero.fixedRank !== undefined) return 'NO_SUITABLE_HEROES';
    if (c.rank >= rankLimit(hero, arkHeroesOwned)) return 'NO_SUITABLE_HEROES';
  }
  return null;
}

/** What deciding whether a card fits a hero reads (a creature or its wire form). */
export type CardTarget = Pick<Creature, 'identifier' | 'temporal' | 'rank'>;

/** The heroes a card may be used on (the card-use dialog's list). */
export function cardTargets<T extends CardTarget>(
  cardId: string,
  heroes: readonly T[],
  arkHeroesOwned: number,
): T[] {
  const def = cardDef(cardId);
  if (def === undefined) return [];
  return heroes.filter((c) => cardRefusal(def, c, arkHeroesOwned) === null);
}

/**
 * Uses a card on a hero: a beast card adds its share of the hero's present stats for good (kept
 * with the forge's gains), a rank card raises the rank one step. 'Нет подходящих героев' when
 * the card does not fit the hero.
 */
export function applyCard(cardId: string, c: Creature, arkHeroesOwned: number): Result<Creature> {
  const def = cardDef(cardId);
  if (def === undefined) return fail('NOT_FOUND');
  const refusal = cardRefusal(def, c, arkHeroesOwned);
  if (refusal !== null) return fail(refusal);
  if (def.effect.kind === 'RANK')
    return ok(recomputeCreature({ ...c, rank: c.rank + 1, rankExp: 0 }));
  const had = c.forged ?? { attack: 0, defence: 0, health: 0 };
  const e = def.effect;
  const forged = {
    attack: had.attack + skillTotal(c, 'ATTACK') * e.attack,
    defence: had.defence + skillTotal(c, 'DEFENCE') * e.defence,
    health: had.health + skillTotal(c, 'HEALTH') * e.health,
  };
  return ok(recomputeCreature({ ...c, forged }));
}

/** Stairs past the best victory whose item images the client loads ahead. */
export const ARTIFACT_IMAGE_LOOKAHEAD = 3;

/**
 * SPEC §3 artifactIdsToLoad: the atlas ids of every item the road yields up to `maxStair` (the
 * player info's artifactImageMaxStair) and of every item the player holds, so the client loads
 * those images and no others.
 */
export function artifactAtlasIds(maxStair: number, held: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const def of [...ARTIFACTS, ...AMULETS]) if (def.minStair <= maxStair) ids.add(def.atlasKey);
  for (const id of held) {
    const def = itemDef(id);
    if (def) ids.add(def.atlasKey);
  }
  return [...ids].sort();
}

/**
 * SPEC §7 `GET /api/player/info (artifactFrom, artifactTo)`: the atlas ids of the items the road
 * first yields on stairs `from` to `to` (both included), for the client to load as the player
 * climbs; the caller clamps `to` to what the player may see (GAME_DESIGN.md "Items").
 */
export function artifactAtlasIdsBetween(from: number, to: number): string[] {
  const ids = new Set<string>();
  for (const def of [...ARTIFACTS, ...AMULETS])
    if (def.minStair >= from && def.minStair <= to) ids.add(def.atlasKey);
  return [...ids].sort();
}

/** The general shop's deal of the day: one open consumable at this share off, so many a day. */
export const DAILY_DEAL = { discount: 40, stock: 5 } as const;

/** The consumables the general shop sells at this best victory (a stair above it is open). */
export function openConsumableIds(bestVictoryStair: number): string[] {
  return CONSUMABLES.filter((c) => c.minStair <= Math.max(1, bestVictoryStair + 1)).map(
    (c) => c.id,
  );
}

/**
 * Today's deal (by Moscow day) among the consumables the player's road has opened, the same for
 * everyone who has opened them; null with nothing open.
 */
export function dailyDeal(day: number, openIds: readonly string[]): string | null {
  if (openIds.length === 0) return null;
  // A multiplicative hash spreads consecutive days over the list.
  const pick = Math.imul(Math.floor(day), 2_654_435_761) >>> 0;
  return openIds[pick % openIds.length] ?? null;
}

/** The price of `count` of a deal at `unitPrice`: the discount off, rounded up. */
export function dealPrice(unitPrice: number, count: number): number {
  return Math.ceil((unitPrice * (100 - DAILY_DEAL.discount)) / 100) * count;
}
