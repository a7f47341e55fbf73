import { pickCounted, type CountedName } from '../content/currencies.js';
import {
  EMERALD_PACKS,
  PRICE_CURRENCIES,
  findPack,
  type EmeraldPack,
  type PriceCurrency,
} from '../economy/bank.js';
import type { Lang } from '../i18n/lang.js';
import type { AuthSource } from './sources.js';

/**
 * The partner platforms that sell emeralds in their own money. Prices are derived from the bank's
 * catalogue (its rouble or dollar price) by one fixed rate per platform, so a pack costs the same
 * everywhere and no price ever comes from a client or a platform's callback (platforms.md rule 5).
 * `minorPerUnit` is how many of the catalogue's minor units (kopecks, cents) one unit of the
 * platform's amount is worth; `decimals` 2 marks amounts counted in kopecks or cents (RuStore,
 * the photo network, Xsolla…), 0 whole units.
 */
export const PLATFORM_PRICING = {
  /** VK votes: one vote is about 7 roubles. */
  vk: { currency: 'VOTE', base: 'RUB', minorPerUnit: 700, decimals: 0 },
  /** OK's "OK" currency: one per rouble. */
  ok: { currency: 'OK', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  /** Telegram Stars: about 1.3 US cents each. */
  tg: { currency: 'XTR', base: 'USD', minorPerUnit: 1.3, decimals: 0 },
  /** Yandex Games' yans: one per rouble. */
  ya: { currency: 'YAN', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  /** Kongregate Kreds: ten to the dollar. */
  kong: { currency: 'KRED', base: 'USD', minorPerUnit: 10, decimals: 0 },
  /** The mail portal's billing sums: whole roubles (its game currency, one per rouble). */
  mail: { currency: 'RUB', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  /** GamePush products are priced in roubles in its panel; webhooks carry whole roubles. */
  gp: { currency: 'RUB', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  gp_partner: { currency: 'RUB', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  gp_playdeck: { currency: 'RUB', base: 'RUB', minorPerUnit: 100, decimals: 0 },
  /** RuStore invoices are in kopecks. */
  mystore: { currency: 'RUB', base: 'RUB', minorPerUnit: 1, decimals: 2 },
  /** The photo network sends prices in cents (kopecks): price × 100 (SPEC §7). */
  foto: { currency: 'RUB', base: 'RUB', minorPerUnit: 1, decimals: 2 },
  /** CrazyGames sells through Xsolla in US cents. */
  crazygames: { currency: 'USD', base: 'USD', minorPerUnit: 1, decimals: 2 },
  beeline: { currency: 'RUB', base: 'RUB', minorPerUnit: 1, decimals: 2 },
  google: { currency: 'RUB', base: 'RUB', minorPerUnit: 1, decimals: 2 },
  exe: { currency: 'RUB', base: 'RUB', minorPerUnit: 1, decimals: 2 },
} as const satisfies Partial<Record<AuthSource, unknown>>;

export type PricedPlatform = keyof typeof PLATFORM_PRICING;

/** The money a payment row may be in: the bank's own currencies and the platforms' (XTR, VOTE…). */
export type PaymentCurrency = PriceCurrency | (typeof PLATFORM_PRICING)[PricedPlatform]['currency'];

export const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  ...new Set<PaymentCurrency>([
    ...PRICE_CURRENCIES,
    ...Object.values(PLATFORM_PRICING).map((p) => p.currency),
  ]),
];

export interface PlatformPrice {
  readonly packId: string;
  /** Whole units of `currency` (minor units where the platform counts in them). */
  readonly amount: number;
  readonly currency: string;
  /** 2 where `amount` is in minor units (kopecks, cents), 0 where it is whole units. */
  readonly decimals: number;
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
    decimals: p.decimals,
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

/** The money the platforms own, as it reads after an amount: "14 голосов", "1 Star". */
export const PLATFORM_MONEY: Readonly<Record<string, CountedName>> = {
  VOTE: {
    ru: { one: 'голос', few: 'голоса', many: 'голосов' },
    en: { one: 'vote', other: 'votes' },
  },
  OK: { ru: { one: 'ОК', few: 'ОК', many: 'ОК' }, en: { one: 'OK', other: 'OK' } },
  XTR: { ru: { one: 'звезда', few: 'звезды', many: 'звёзд' }, en: { one: 'Star', other: 'Stars' } },
  YAN: { ru: { one: 'ян', few: 'яна', many: 'янов' }, en: { one: 'yan', other: 'yans' } },
  KRED: { ru: { one: 'кред', few: 'креда', many: 'кредов' }, en: { one: 'Kred', other: 'Kreds' } },
};

/**
 * A platform price as the player's language writes it: the platforms' own money by count
 * ("14 голосов", "153 Stars"), roubles and dollars as money ("99,00 ₽", "$0.99", "99 ₽").
 */
export function formatPlatformPrice(
  price: Pick<PlatformPrice, 'amount' | 'currency' | 'decimals'>,
  lang: Lang,
): string {
  const locale = lang === 'RU' ? 'ru-RU' : 'en-US';
  const money = PLATFORM_MONEY[price.currency];
  if (money) {
    const n = new Intl.NumberFormat(locale).format(price.amount);
    return `${n} ${pickCounted(money, price.amount, lang)}`;
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: price.decimals,
    maximumFractionDigits: price.decimals,
  }).format(price.amount / 10 ** price.decimals);
}
