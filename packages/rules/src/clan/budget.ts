import type { Amounts, Currency } from '../content/currencies.js';
import type { ErrorCode } from '../text/errors.js';
import { fail, ok, type Result } from '../text/result.js';
import type { ClanBudget, ClanBudgetField } from './content.js';
import { rankWeight, type ClanRank } from './ranks.js';

/** What a member may donate (SPEC §7 donate's depositPortions), and where it lands. */
export const DONATION_TYPES = ['GOLD', 'CRYSTAL', 'MITHRIL', 'GEARS'] as const;
export type DonationType = (typeof DONATION_TYPES)[number] & Currency;

/**
 * Gold to gold, crystals to the blue crystals, emeralds to the clan's emeralds, gears to the
 * gears, one for one.
 */
export const DONATION_TARGET: Readonly<Record<DonationType, ClanBudgetField>> = {
  GOLD: 'gold',
  CRYSTAL: 'blueCrystal',
  MITHRIL: 'gems',
  GEARS: 'gears',
};

/**
 * Merit a donation earns its member: what decides who succeeds a leader. An emerald is worth
 * 10, a crystal 0.1, a thousand gold 1, a gear 1.
 */
export const MERIT_PER_UNIT: Readonly<Record<DonationType, number>> = {
  GOLD: 0.001,
  CRYSTAL: 0.1,
  MITHRIL: 10,
  GEARS: 1,
};

/** At most this much of one currency in one donation. */
export const DONATION_MAX = 1_000_000_000;

export interface DonationPortion {
  readonly type: DonationType;
  readonly amount: number;
}

export interface Donation {
  /** What leaves the member's wallet. */
  readonly spend: Amounts;
  /** What enters the budget. */
  readonly budget: Partial<ClanBudget>;
  readonly merit: number;
}

/** Whole positive amounts, each currency once. */
export function planDonation(portions: readonly DonationPortion[]): Result<Donation> {
  if (portions.length === 0) return fail('CLAN_DONATION_EMPTY');
  const spend: Amounts = {};
  const budget: Partial<Record<ClanBudgetField, number>> = {};
  let merit = 0;
  for (const p of portions) {
    if (!Number.isInteger(p.amount) || p.amount < 1 || p.amount > DONATION_MAX)
      return fail('CLAN_DONATION_AMOUNT');
    if (spend[p.type] !== undefined) return fail('CLAN_DONATION_AMOUNT');
    spend[p.type] = p.amount;
    budget[DONATION_TARGET[p.type]] = p.amount;
    merit += p.amount * MERIT_PER_UNIT[p.type];
  }
  return ok({ spend, budget, merit });
}

/** Whether the budget covers `price`. */
export function budgetCovers(budget: ClanBudget, price: Partial<ClanBudget>): boolean {
  return (Object.entries(price) as [ClanBudgetField, number][]).every(([k, v]) => budget[k] >= v);
}

export const CLAN_FUNDS_SHORT: ErrorCode = 'CLAN_NOT_ENOUGH_FUNDS';

/** A member as succession sees them. */
export interface SuccessionCandidate {
  readonly playerId: number;
  readonly rank: ClanRank;
  readonly merit: number;
  readonly joinedAt: number;
}

/**
 * The most deserving member (SPEC §4 resign): the highest rank, then the most merit, then the
 * longest in the clan, then the lowest player id. Null when no one else is left.
 */
export function mostDeserving(members: readonly SuccessionCandidate[]): SuccessionCandidate | null {
  let best: SuccessionCandidate | null = null;
  for (const m of members) {
    if (!best || deserves(m, best)) best = m;
  }
  return best;
}

function deserves(a: SuccessionCandidate, b: SuccessionCandidate): boolean {
  const r = rankWeight(a.rank) - rankWeight(b.rank);
  if (r !== 0) return r > 0;
  if (a.merit !== b.merit) return a.merit > b.merit;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt;
  return a.playerId < b.playerId;
}
