import { BALANCE, stairScale } from '../content/balance.js';
import type { LocalText } from '../i18n/lang.js';
import { hashInts } from '../rng/rng.js';
import { SLOT_SPACING } from '../road/geometry.js';

/** A portal's realm (GAME_DESIGN.md "Portals"): its steps and how far above the portal's stair. */
export const REALM = {
  steps: 10,
  guardStairs: 2,
} as const;

export const REALM_NAME: LocalText = { ru: 'Царство за порталом', en: 'Realm beyond the portal' };

/** A realm visit's walking budget in road units. */
export const REALM_BUDGET = REALM.steps * SLOT_SPACING;

/**
 * Opening a portal costs the gold of three resource places at its stair (a resource place holds
 * four monsters' gold): the realm holds ten rich guarded places, so it pays back with play.
 */
export function portalPrice(stair: number): number {
  return Math.round(3 * 4 * BALANCE.goldPerMonster * stairScale(stair) ** BALANCE.goldExponent);
}

/** The daily portal discount is one of these percentages, drawn per player and day. */
export const PORTAL_DISCOUNTS = [10, 20, 30] as const;

export function portalDiscount(playerId: number, day: number): number {
  return PORTAL_DISCOUNTS[hashInts(playerId, day, 0x706f7274) % PORTAL_DISCOUNTS.length]!;
}

/** The price after a discount: whole gold, never below one. */
export function discountedPrice(price: number, percent: number): number {
  return Math.max(1, Math.round((price * (100 - percent)) / 100));
}

/** A portal shop good: consumables for caviar (GAME_DESIGN.md "Portal shop"). */
export interface PortalGood {
  readonly id: string;
  readonly consumableId: string;
  readonly count: number;
  /** Caviar. */
  readonly price: number;
}

const good = (id: string, consumableId: string, count: number, price: number): PortalGood => ({
  id,
  consumableId,
  count,
  price,
});

/**
 * The portal shop sells for caviar, the currency the portal realms and the snow world pay:
 * its best wares (resurrection, the ward egg, the frost scroll) are dear elsewhere.
 */
export const PORTAL_GOODS: readonly PortalGood[] = [
  good('portal_living_water', 'potion_big', 3, 12),
  good('portal_frost', 'scroll_frost', 2, 15),
  good('portal_waters', 'res_dead_water', 1, 25),
  good('portal_rune', 'marker_rune', 1, 30),
  good('portal_egg', 'ward_egg', 1, 40),
];

export const PORTAL_MAX_LOTS = 10;

export function portalGood(id: string): PortalGood | undefined {
  return PORTAL_GOODS.find((g) => g.id === id);
}
