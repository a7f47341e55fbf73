import type { LocalText } from '../i18n/lang.js';
import { moscowDay } from '../progression/everyday.js';
import { DAY_MS, HOUR_MS, MOSCOW_OFFSET_MS } from '../time/units.js';

/** The currencies a pack is priced in; any other asked for falls back to roubles (SPEC §5). */
export const PRICE_CURRENCIES = ['RUB', 'USD', 'EUR'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export function priceCurrency(asked: string | null | undefined): PriceCurrency {
  const up = (asked ?? '').trim().toUpperCase();
  return (PRICE_CURRENCIES as readonly string[]).includes(up) ? (up as PriceCurrency) : 'RUB';
}

export interface EmeraldPack {
  readonly id: string;
  readonly name: LocalText;
  /** Emeralds the pack holds. */
  readonly gems: number;
  /** Extra emeralds the pack always carries (larger packs are better value). */
  readonly bonus: number;
  /** Price in minor units (kopecks, cents) of each currency. */
  readonly price: Readonly<Record<PriceCurrency, number>>;
  /** Whether the weekend sale adds its share to this pack. */
  readonly onSale: boolean;
}

/** The bank's packs: the only source of prices and amounts (never a client or a callback). */
export const EMERALD_PACKS: readonly EmeraldPack[] = [
  {
    id: 'gems_100',
    name: { ru: 'Горсть изумрудов', en: 'Handful of emeralds' },
    gems: 100,
    bonus: 0,
    price: { RUB: 9900, USD: 199, EUR: 199 },
    onSale: false,
  },
  {
    id: 'gems_300',
    name: { ru: 'Мешочек изумрудов', en: 'Pouch of emeralds' },
    gems: 300,
    bonus: 15,
    price: { RUB: 29_900, USD: 499, EUR: 499 },
    onSale: false,
  },
  {
    id: 'gems_700',
    name: { ru: 'Шкатулка изумрудов', en: 'Casket of emeralds' },
    gems: 700,
    bonus: 70,
    price: { RUB: 59_900, USD: 999, EUR: 999 },
    onSale: true,
  },
  {
    id: 'gems_1500',
    name: { ru: 'Сундук изумрудов', en: 'Chest of emeralds' },
    gems: 1500,
    bonus: 225,
    price: { RUB: 119_900, USD: 1999, EUR: 1999 },
    onSale: true,
  },
  {
    id: 'gems_4000',
    name: { ru: 'Клад изумрудов', en: 'Hoard of emeralds' },
    gems: 4000,
    bonus: 800,
    price: { RUB: 299_900, USD: 4999, EUR: 4999 },
    onSale: true,
  },
  {
    id: 'gems_10000',
    name: { ru: 'Сокровищница изумрудов', en: 'Treasury of emeralds' },
    gems: 10_000,
    bonus: 2500,
    price: { RUB: 699_900, USD: 9999, EUR: 9999 },
    onSale: true,
  },
];

export function findPack(id: string): EmeraldPack | undefined {
  return EMERALD_PACKS.find((p) => p.id === id);
}

/** The pack the bank puts first (`idToStore`): the one a new buyer most often takes. */
export const PACK_TO_STORE = 'gems_700';

/**
 * The weekend sale: from Friday 12:00 Moscow time (UTC+3 all year, whatever the server's zone)
 * for three days, packs marked `onSale` carry a third more emeralds.
 */
export const SALE = { startWeekday: 5, startHourMoscow: 12, hours: 72, percent: 30 } as const;

export interface SaleWindow {
  readonly active: boolean;
  /** Start of the running sale, or of the next one. */
  readonly startsAt: number;
  readonly endsAt: number;
  readonly percent: number;
}

/** The sale running at `now`, or the next one. */
export function saleWindow(now: number): SaleWindow {
  const day = moscowDay(now);
  // 1970-01-01 was a Thursday (weekday 4).
  const weekday = (day + 4) % 7;
  const fridayThisWeek = day - ((weekday - SALE.startWeekday + 7) % 7);
  const start = (d: number) => d * DAY_MS - MOSCOW_OFFSET_MS + SALE.startHourMoscow * HOUR_MS;
  let startsAt = start(fridayThisWeek);
  if (now >= startsAt + SALE.hours * HOUR_MS) startsAt = start(fridayThisWeek + 7);
  const endsAt = startsAt + SALE.hours * HOUR_MS;
  return { active: now >= startsAt && now < endsAt, startsAt, endsAt, percent: SALE.percent };
}

/**
 * The operator's sale switch (GAME_DESIGN.md §9): AUTO follows the weekly window; ON runs a sale
 * for SALE.hours from the moment it was switched on (or the weekly one, when that runs); OFF
 * holds every sale back while it stays off.
 */
export const SALE_MODES = ['AUTO', 'ON', 'OFF'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

export function switchedSaleWindow(now: number, mode: SaleMode, switchedAt: number): SaleWindow {
  const weekly = saleWindow(now);
  if (mode === 'AUTO' || (mode === 'ON' && weekly.active)) return weekly;
  if (mode === 'ON') {
    const endsAt = switchedAt + SALE.hours * HOUR_MS;
    if (now >= switchedAt && now < endsAt) {
      return { active: true, startsAt: switchedAt, endsAt, percent: SALE.percent };
    }
    return weekly;
  }
  // OFF: the running weekly sale does not count, and the next one is the following week's.
  if (!weekly.active) return weekly;
  const startsAt = weekly.startsAt + 7 * DAY_MS;
  return {
    active: false,
    startsAt,
    endsAt: startsAt + SALE.hours * HOUR_MS,
    percent: SALE.percent,
  };
}
