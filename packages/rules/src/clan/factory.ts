import type { Amounts, Resource } from '../content/currencies.js';
import { nextFloat, nextInt, seedRng } from '../rng/rng.js';
import { DAY_MS } from '../time/units.js';

/** A member takes one factory gift every 24 hours while the clan has a gear factory. */
export const FACTORY_GIFT_EVERY_MS = DAY_MS;
/** SPEC §9: gears 30%, random resources 70%. */
export const FACTORY_GEARS_CHANCE = 0.3;

/** Resources the factory may give, equally likely, with their amount per factory level. */
export const FACTORY_RESOURCES: readonly { resource: Resource; perLevel: number }[] = [
  { resource: 'GOLD', perLevel: 500 },
  { resource: 'CRYSTAL', perLevel: 20 },
  { resource: 'ELIXIR', perLevel: 10 },
  { resource: 'SULFUR', perLevel: 5 },
];
/** Gears per factory level: they go to the member, who may donate them to the budget. */
export const FACTORY_GEARS_PER_LEVEL = 5;

export type FactoryGift =
  | { readonly kind: 'GEARS'; readonly gears: number }
  | { readonly kind: 'RESOURCE'; readonly amounts: Amounts };

/** The gift of a factory at `level` (≥ 1), drawn from `seed`. */
export function factoryGift(level: number, seed: number | string): FactoryGift {
  const rng = seedRng(seed);
  if (nextFloat(rng) < FACTORY_GEARS_CHANCE)
    return { kind: 'GEARS', gears: FACTORY_GEARS_PER_LEVEL * level };
  const pick = FACTORY_RESOURCES[nextInt(rng, FACTORY_RESOURCES.length)]!;
  return { kind: 'RESOURCE', amounts: { [pick.resource]: pick.perLevel * level } };
}

export function factoryGiftReady(lastTaken: number | null, now: number): boolean {
  return lastTaken === null || now - lastTaken >= FACTORY_GIFT_EVERY_MS;
}
