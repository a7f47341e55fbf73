import { CONSUMABLES, consumablePrice } from '../content/consumables.js';
import { nextMoscowDay } from '../progression/everyday.js';
import { hashInts, nextInt, seedRng } from '../rng/rng.js';

/**
 * The market (GAME_DESIGN.md "Market"): a travelling merchant, not an exchange between players,
 * so nothing can be passed between accounts through it. Every Moscow day he brings a new set of
 * bundles, the same for everyone, at a discount on the shop; each bundle sells once a day to each
 * player, priced at the player's best stair.
 */
export const MARKET = {
  /** Bundles on offer each day. */
  lots: 4,
  /** Consumables in a bundle. */
  bundle: 5,
  /** Share of the shop price a bundle costs. */
  priceShare: 0.75,
} as const;

export interface MarketLot {
  readonly slot: number;
  readonly consumableId: string;
  readonly count: number;
  /** Gold. */
  readonly price: number;
}

/** The day's bundles for a player whose best stair is `stair`; `day` is the Moscow day number. */
export function marketLots(day: number, stair: number): MarketLot[] {
  const wares = CONSUMABLES.filter((c) => c.kind !== 'MARKER' && c.minStair <= Math.max(1, stair));
  const rng = seedRng(hashInts(day, 0x6d61726b));
  const pool = [...wares];
  const lots: MarketLot[] = [];
  while (lots.length < MARKET.lots && pool.length > 0) {
    const def = pool.splice(nextInt(rng, pool.length), 1)[0]!;
    lots.push({
      slot: lots.length,
      consumableId: def.id,
      count: MARKET.bundle,
      price: Math.ceil(
        consumablePrice(def, Math.max(1, stair)) * MARKET.bundle * MARKET.priceShare,
      ),
    });
  }
  return lots;
}

/** When the merchant leaves (the next Moscow midnight). */
export function marketEndsAt(now: number): number {
  return nextMoscowDay(now);
}
