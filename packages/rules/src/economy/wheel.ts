import { goldForMonster, type ChestType } from '../battle/outcome.js';
import type { Amounts } from '../content/currencies.js';
import { moscowDay } from '../progression/everyday.js';
import { nextInt, seedRng } from '../rng/rng.js';

/** What one sector of the wheel of fortune gives. */
export type WheelPrize =
  | { readonly kind: 'GOLD'; readonly monsters: number }
  | { readonly kind: 'GEMS'; readonly amount: number }
  | { readonly kind: 'TICKETS'; readonly amount: number }
  | { readonly kind: 'CHEST'; readonly chest: ChestType };

export interface WheelSector {
  readonly prize: WheelPrize;
  /** Relative chance; the sum of all weights is 1000. */
  readonly weight: number;
}

/**
 * The wheel's sectors in the order they are drawn around it. Expected value of a spin, at
 * stair s: 6.5 ordinary monsters' gold, 2.05 emeralds, 0.125 tickets and a chest one spin in
 * ten (docs/GAME_DESIGN.md): a paid spin (30 emeralds or one ticket) returns less emeralds and
 * tickets than it costs, so spinning never mints either.
 */
export const WHEEL_SECTORS: readonly WheelSector[] = [
  { prize: { kind: 'GOLD', monsters: 5 }, weight: 300 },
  { prize: { kind: 'GEMS', amount: 5 }, weight: 150 },
  { prize: { kind: 'GOLD', monsters: 10 }, weight: 200 },
  { prize: { kind: 'TICKETS', amount: 1 }, weight: 80 },
  { prize: { kind: 'CHEST', chest: 'silver' }, weight: 70 },
  { prize: { kind: 'GOLD', monsters: 25 }, weight: 100 },
  { prize: { kind: 'GEMS', amount: 20 }, weight: 40 },
  { prize: { kind: 'CHEST', chest: 'gold' }, weight: 25 },
  { prize: { kind: 'TICKETS', amount: 3 }, weight: 15 },
  { prize: { kind: 'GEMS', amount: 100 }, weight: 5 },
  { prize: { kind: 'CHEST', chest: 'jade' }, weight: 5 },
  { prize: { kind: 'GOLD', monsters: 50 }, weight: 10 },
];

/** A spin costs one ticket or this many emeralds; the first spin of each Moscow day is free. */
export const WHEEL_SPIN_GEMS = 30;
export const WHEEL_SPIN_TICKETS = 1;
/** What a ticket is worth in emeralds: the paid spin it replaces. */
export const TICKET_IN_GEMS = WHEEL_SPIN_GEMS / WHEEL_SPIN_TICKETS;

/** The average of `pick` over one spin: each sector's prize weighed by its chance. */
export function wheelMean(pick: (prize: WheelPrize) => number): number {
  const total = WHEEL_SECTORS.reduce((a, s) => a + s.weight, 0);
  return WHEEL_SECTORS.reduce((a, s) => a + (s.weight / total) * pick(s.prize), 0);
}

export type SpinPayment = 'FREE' | 'TICKETS' | 'GEMS';

export function spinPrice(paid: SpinPayment): Amounts {
  if (paid === 'GEMS') return { MITHRIL: WHEEL_SPIN_GEMS };
  if (paid === 'TICKETS') return { TICKETS: WHEEL_SPIN_TICKETS };
  return {};
}

/** The free spin is there when none was taken this Moscow day. */
export function freeSpinAvailable(lastFreeSpin: number | null, now: number): boolean {
  return lastFreeSpin === null || moscowDay(lastFreeSpin) < moscowDay(now);
}

/** The sector a seed lands on, by weight. */
export function spinWheel(seed: number | string): number {
  const total = WHEEL_SECTORS.reduce((a, s) => a + s.weight, 0);
  let roll = nextInt(seedRng(seed), total);
  for (let i = 0; i < WHEEL_SECTORS.length; i++) {
    roll -= WHEEL_SECTORS[i]!.weight;
    if (roll < 0) return i;
  }
  return WHEEL_SECTORS.length - 1;
}

/** The wallet part of a prize at a stair (a chest prize pays through the chest instead). */
export function prizeAmounts(prize: WheelPrize, stair: number): Amounts {
  switch (prize.kind) {
    case 'GOLD':
      return { GOLD: Math.round(prize.monsters * goldForMonster(Math.max(1, stair), false)) };
    case 'GEMS':
      return { MITHRIL: prize.amount };
    case 'TICKETS':
      return { TICKETS: prize.amount };
    case 'CHEST':
      return {};
  }
}
