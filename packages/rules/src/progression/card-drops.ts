import { nextFloat, pickWeighted, seedRng, type RngState } from '../rng/rng.js';

/**
 * Cards found rather than bought (SPEC §3 Cards): a won battle, a chest or a place on the road
 * may hold one. The chance is per source; which card is a weighted draw among those the stair
 * has opened, the beast cards most often and the rank cards of the higher tiers rarely.
 */
export const CARD_DROP_CHANCE = { BATTLE: 0.02, CHEST: 0.25, PLACE: 0.01 } as const;
export type CardDropSource = keyof typeof CARD_DROP_CHANCE;

/** Each card's weight in a drop and the stair from which it drops (its tier's shop gate). */
export const CARD_DROP_WEIGHTS: readonly {
  readonly cardId: string;
  readonly weight: number;
  readonly minStair: number;
}[] = [
  { cardId: 'card_mouse', weight: 30, minStair: 1 },
  { cardId: 'card_elephant', weight: 20, minStair: 1 },
  { cardId: 'card_snake', weight: 20, minStair: 1 },
  { cardId: 'card_eagle', weight: 20, minStair: 1 },
  { cardId: 'card_evo_usual', weight: 8, minStair: 1 },
  { cardId: 'card_evo_legendary', weight: 4, minStair: 30 },
  { cardId: 'card_ark', weight: 2, minStair: 30 },
  { cardId: 'card_evo_mythical', weight: 2, minStair: 100 },
  { cardId: 'card_evo_supreme', weight: 1, minStair: 500 },
];

/**
 * The card a source drops at a stair, drawn from `rng` (advanced in place), or null. A source
 * is named by its chance in `CARD_DROP_CHANCE`, or given its own (a chest type's odds).
 */
export function drawCard(
  source: CardDropSource | number,
  stair: number,
  rng: RngState,
): string | null {
  const chance = typeof source === 'number' ? source : CARD_DROP_CHANCE[source];
  if (nextFloat(rng) >= chance) return null;
  const open = CARD_DROP_WEIGHTS.filter((c) => c.minStair <= Math.max(1, stair));
  return open[
    pickWeighted(
      rng,
      open.map((c) => c.weight),
    )
  ]!.cardId;
}

/** The same draw from its own seed (a place visit, a chest): asked twice, it answers the same. */
export function cardDrop(
  source: CardDropSource,
  stair: number,
  seed: number | string,
): string | null {
  return drawCard(source, stair, seedRng(seed));
}
