import type { ChestType } from '../battle/outcome.js';
import type { EmeraldPack, PriceCurrency } from './bank.js';

/** SPEC §3 Bonus statuses (diamond is also called brilliant). */
export const BONUS_STATUS_IDS = ['silver', 'gold', 'diamond'] as const;
export type BonusStatus = (typeof BONUS_STATUS_IDS)[number];

/** Bonus statuses by emeralds bought in all, each adding a share to later packs. */
export const BONUS_STATUSES: readonly { id: BonusStatus; from: number; percent: number }[] = [
  { id: 'silver', from: 1000, percent: 5 },
  { id: 'gold', from: 5000, percent: 10 },
  { id: 'diamond', from: 20_000, percent: 15 },
];

export function bonusStatus(gemsBought: number): BonusStatus | null {
  let out: BonusStatus | null = null;
  for (const s of BONUS_STATUSES) if (gemsBought >= s.from) out = s.id;
  return out;
}

/** The next status and the emeralds still to buy for it, or null at the top. */
export function nextBonusStatus(gemsBought: number): { id: BonusStatus; missing: number } | null {
  const next = BONUS_STATUSES.find((s) => gemsBought < s.from);
  return next ? { id: next.id, missing: next.from - gemsBought } : null;
}

/** One gold ticket (a wheel spin) per this many emeralds bought. */
export const GEMS_PER_GOLD_TICKET = 100;

/** The bank's chests: passing each total of emeralds bought gives its chest once (SPEC §9). */
export const BANK_CHESTS: readonly { readonly at: number; readonly chest: ChestType }[] = [
  { at: 3000, chest: 'silver' },
  { at: 7000, chest: 'gold' },
  { at: 10_000, chest: 'azure' },
  { at: 20_000, chest: 'lava' },
  { at: 50_000, chest: 'amber' },
];

/** The bank chest still ahead and how many emeralds are missing, or null past the last. */
export function nextBankChest(
  gemsBought: number,
): { at: number; chest: ChestType; missing: number } | null {
  const next = BANK_CHESTS.find((c) => gemsBought < c.at);
  return next ? { ...next, missing: next.at - gemsBought } : null;
}

export interface PurchaseContext {
  /** Emeralds bought before this purchase (bought ones only, no bonuses). */
  readonly gemsBought: number;
  /** No purchase was granted before: the pack's emeralds are doubled. */
  readonly firstPurchase: boolean;
  /** Sale share in percent fixed when the order was made (0 outside a sale). */
  readonly salePercent: number;
}

export interface Purchase {
  readonly packId: string;
  readonly price: number;
  readonly currency: PriceCurrency;
  /** Emeralds bought: the pack's own, counted for statuses, tickets and chests. */
  readonly bought: number;
  readonly packBonus: number;
  readonly saleBonus: number;
  readonly firstBonus: number;
  readonly statusBonus: number;
  /** Every emerald the purchase grants. */
  readonly gems: number;
  readonly goldTickets: number;
  /** Bank chests this purchase reaches. */
  readonly chests: readonly ChestType[];
}

/**
 * What buying a pack gives. The status bonus is the status held before the purchase, capped at
 * the emeralds bought (SPEC §9); the first purchase doubles the pack's own emeralds.
 */
export function purchase(
  pack: EmeraldPack,
  currency: PriceCurrency,
  ctx: PurchaseContext,
): Purchase {
  const bought = pack.gems;
  const saleBonus = pack.onSale ? Math.floor((bought * ctx.salePercent) / 100) : 0;
  const firstBonus = ctx.firstPurchase ? bought : 0;
  const status = BONUS_STATUSES.find((s) => s.id === bonusStatus(ctx.gemsBought));
  const statusBonus = Math.min(bought, Math.floor((bought * (status?.percent ?? 0)) / 100));
  const after = ctx.gemsBought + bought;
  const tickets =
    Math.floor(after / GEMS_PER_GOLD_TICKET) - Math.floor(ctx.gemsBought / GEMS_PER_GOLD_TICKET);
  return {
    packId: pack.id,
    price: pack.price[currency],
    currency,
    bought,
    packBonus: pack.bonus,
    saleBonus,
    firstBonus,
    statusBonus,
    gems: bought + pack.bonus + saleBonus + firstBonus + statusBonus,
    goldTickets: tickets,
    chests: BANK_CHESTS.filter((c) => ctx.gemsBought < c.at && after >= c.at).map((c) => c.chest),
  };
}
