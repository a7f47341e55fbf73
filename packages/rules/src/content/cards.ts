import type { LocalText } from '../i18n/lang.js';
import type { Amounts } from './currencies.js';
import { HERO_TIERS, type HeroDef, type HeroTier } from './heroes.js';
import { WARRIOR_CLASS_DEFS, type Trait } from './warrior-classes.js';

/**
 * SPEC §3 Cards: four beast cards that add to a hero's stats for good, the ark card and the
 * evolution cards that raise a hero's rank. Each card fits only some heroes (SPEC §5).
 */
export type CardEffect =
  | {
      readonly kind: 'STATS';
      readonly attack: number;
      readonly defence: number;
      readonly health: number;
    }
  | { readonly kind: 'RANK' };

export interface CardDef {
  readonly id: string;
  readonly name: LocalText;
  readonly description: LocalText;
  readonly effect: CardEffect;
  /** The shop's price: emeralds, or gold crystals for the golden evolution card. */
  readonly price: Amounts;
  /** Heroes of these class traits fit (beast cards). */
  readonly traits?: readonly Trait[];
  /** Heroes of these tiers fit (the mouse, the ark and evolution cards). */
  readonly tiers?: readonly HeroTier[];
}

/** A beast card's share of the hero's present stat added for good. */
export const CARD_STAT_SHARE = 0.1;

function card(
  id: string,
  name: [string, string],
  description: [string, string],
  effect: CardEffect,
  price: Amounts,
  fits: Pick<CardDef, 'traits' | 'tiers'>,
): CardDef {
  return {
    id,
    name: { ru: name[0], en: name[1] },
    description: { ru: description[0], en: description[1] },
    effect,
    price,
    ...fits,
  };
}

const gems = (n: number): Amounts => ({ MITHRIL: n });

/**
 * What the golden evolution card costs: the gold crystals of one hard raid's killing blow. It
 * fits every tier, so a supreme hero's rank (320 emeralds as a supreme card) costs the same.
 */
export const GOLDEN_CARD_PRICE = { GOLD_CRYSTAL: 3 } as const satisfies Amounts;

const S = CARD_STAT_SHARE;
const stats = (attack: number, defence: number, health: number): CardEffect => ({
  kind: 'STATS',
  attack,
  defence,
  health,
});

export const CARDS: readonly CardDef[] = [
  card('card_elephant', ['Карта Слона', 'Elephant Card'], ['Стойким героям (щит и молот): +10% здоровья навсегда.', 'For sturdy heroes (shield and hammer): +10% health for good.'], stats(0, 0, S), gems(30), { traits: ['BLOCK', 'HAMMER'] }),
  card('card_snake', ['Карта Змеи', 'Snake Card'], ['Героям яда и крови: +10% атаки навсегда.', 'For heroes of venom and blood: +10% attack for good.'], stats(S, 0, 0), gems(30), { traits: ['POISON', 'LIFESTEAL'] }),
  card('card_eagle', ['Карта Орла', 'Eagle Card'], ['Героям огня и стужи: +6% атаки и защиты навсегда.', 'For heroes of fire and frost: +6% attack and defence for good.'], stats(S * 0.6, S * 0.6, 0), gems(30), { traits: ['FIRE', 'FREEZE'] }),
  card('card_mouse', ['Карта Мыши', 'Mouse Card'], ['Обычным героям: +10% защиты и здоровья навсегда.', 'For usual heroes: +10% defence and health for good.'], stats(0, S, S), gems(20), { tiers: ['USUAL'] }),
  card('card_ark', ['Карта Ковчега', 'Ark Card'], ['Героям ковчега: сразу следующий ранг.', 'For ark heroes: the next rank at once.'], { kind: 'RANK' }, gems(120), { tiers: ['ARK'] }),
  card('card_evo_usual', ['Карта Эволюции: обычная', 'Evolution Card: usual'], ['Обычным героям: сразу следующий ранг.', 'For usual heroes: the next rank at once.'], { kind: 'RANK' }, gems(40), { tiers: ['USUAL'] }),
  card('card_evo_legendary', ['Карта Эволюции: легендарная', 'Evolution Card: legendary'], ['Легендарным героям: сразу следующий ранг.', 'For legendary heroes: the next rank at once.'], { kind: 'RANK' }, gems(80), { tiers: ['LEGENDARY'] }),
  card('card_evo_mythical', ['Карта Эволюции: мифическая', 'Evolution Card: mythical'], ['Мифическим героям: сразу следующий ранг.', 'For mythical heroes: the next rank at once.'], { kind: 'RANK' }, gems(160), { tiers: ['MYTHICAL'] }),
  card('card_evo_supreme', ['Карта Эволюции: высшая', 'Evolution Card: supreme'], ['Высшим героям: сразу следующий ранг.', 'For supreme heroes: the next rank at once.'], { kind: 'RANK' }, gems(320), { tiers: ['SUPREME'] }),
  card('card_evo_gold', ['Золотая карта Эволюции', 'Golden Evolution Card'], ['Любому герою, чей ранг растёт: сразу следующий ранг. Покупается за золотые кристаллы.', 'For any hero whose rank can rise: the next rank at once. Bought with gold crystals.'], { kind: 'RANK' }, GOLDEN_CARD_PRICE, { tiers: HERO_TIERS }),
]; // prettier-ignore

const CARD_BY_ID: ReadonlyMap<string, CardDef> = new Map(CARDS.map((c) => [c.id, c]));

export function cardDef(id: string): CardDef | undefined {
  return CARD_BY_ID.get(id);
}

/** Whether a card is meant for this kind of hero (its rank or stats may still refuse it). */
export function cardFitsHero(def: CardDef, hero: HeroDef): boolean {
  if (def.tiers !== undefined && !def.tiers.includes(hero.tier)) return false;
  if (def.traits !== undefined) {
    const trait = WARRIOR_CLASS_DEFS[hero.warriorClass].trait;
    if (!def.traits.includes(trait)) return false;
  }
  return true;
}
