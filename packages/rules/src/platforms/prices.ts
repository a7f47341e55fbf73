import { EMERALD_PACKS, findPack, type EmeraldPack } from '../economy/bank.js';

/**
 * The partner platforms that sell emeralds in their own money. Prices are derived from the bank's
 * catalogue (its rouble or dollar price) by one fixed rate per platform, so a pack costs the same
 * everywhere and no price ever comes from a client or a platform's callback (platforms.md rule 5).
 */
export const PLATFORM_PRICING = {
  /** VK votes: one vote is about 7 roubles. */
  vk: { currency: 'VOTE', base: 'RUB', minorPerUnit: 700 },
  /** OK's "OK" currency: one per rouble. */
  ok: { currency: 'OK', base: 'RUB', minorPerUnit: 100 },
  /** Telegram Stars: about 1.3 US cents each. */
  tg: { currency: 'XTR', base: 'USD', minorPerUnit: 1.3 },
  /** Yandex Games' yans: one per rouble. */
  ya: { currency: 'YAN', base: 'RUB', minorPerUnit: 100 },
  /** Kongregate Kreds: ten to the dollar. */
  kong: { currency: 'KRED', base: 'USD', minorPerUnit: 10 },
  /** The mail portal's billing sums: whole roubles (its game currency, one per rouble). */
  mail: { currency: 'RUB', base: 'RUB', minorPerUnit: 100 },
  /** GamePush products are priced in roubles in its panel; webhooks carry whole roubles. */
  gp: { currency: 'RUB', base: 'RUB', minorPerUnit: 100 },
  gp_partner: { currency: 'RUB', base: 'RUB', minorPerUnit: 100 },
  gp_playdeck: { currency: 'RUB', base: 'RUB', minorPerUnit: 100 },
  /** RuStore invoices are in kopecks. */
  mystore: { currency: 'RUB', base: 'RUB', minorPerUnit: 1 },
  /** The photo network sends prices in cents (kopecks): price × 100 (SPEC §7). */
  foto: { currency: 'RUB', base: 'RUB', minorPerUnit: 1 },
  /** CrazyGames sells through Xsolla in US cents. */
  crazygames: { currency: 'USD', base: 'USD', minorPerUnit: 1 },
  beeline: { currency: 'RUB', base: 'RUB', minorPerUnit: 1 },
  google: { currency: 'RUB', base: 'RUB', minorPerUnit: 1 },
  exe: { currency: 'RUB', base: 'RUB', minorPerUnit: 1 },
} as const;

export type PricedPlatform = keyof typeof PLATFORM_PRICING;

export interface PlatformPrice {
  readonly packId: string;
  /** Whole units of `currency` (minor units where the platform counts in them). */
  readonly amount: number;
  readonly currency: string;
}

export function isPricedPlatform(source: string): source is PricedPlatform {
  return Object.hasOwn(PLATFORM_PRICING, source);
}

function priceOf(source: PricedPlatform, pack: EmeraldPack): PlatformPrice {
  const p = PLATFORM_PRICING[source];
  return {
    packId: pack.id,
    amount: Math.max(1, Math.round(pack.price[p.base] / p.minorPerUnit)),
    currency: p.currency,
  };
}

/** A pack's price on a platform, or null for an unknown pack or a platform that sells nothing. */
export function platformPrice(source: string, packId: string): PlatformPrice | null {
  const pack = findPack(packId);
  if (!pack || !isPricedPlatform(source)) return null;
  return priceOf(source, pack);
}

/** The whole catalogue priced for a platform (the platforms' product lists). */
export function platformCatalogue(source: PricedPlatform): readonly PlatformPrice[] {
  return EMERALD_PACKS.map((pack) => priceOf(source, pack));
}

/** SPEC §5: a mail-portal store currency other than USD or EUR becomes RUB. */
export function mailPortalCurrency(asked: string | null | undefined): 'RUB' | 'USD' | 'EUR' {
  const up = (asked ?? '').trim().toUpperCase();
  return up === 'USD' || up === 'EUR' ? up : 'RUB';
}
