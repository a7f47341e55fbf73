import { BALANCE, stairScale } from '../content/balance.js';
import { CONSUMABLES } from '../content/consumables.js';
import { AMULETS, ARTIFACTS } from '../content/items.js';
import { TALKERS } from '../content/talkers.js';
import { FORCES } from '../content/forces.js';
import type { Resource } from '../content/currencies.js';
import type { WarriorClass } from '../content/warrior-classes.js';
import { nextFloat, nextInt, pickWeighted, type RngState } from '../rng/rng.js';

/** What a place gives when taken (after its guards, if any, are beaten). */
export type PlaceGift =
  | { readonly kind: 'RESOURCE'; readonly resource: Resource; readonly amount: number }
  | { readonly kind: 'ARTIFACT'; readonly artifactId: string; readonly level: number }
  | { readonly kind: 'CONSUMABLE'; readonly consumableId: string; readonly count: number }
  /** A rune teaches one level of a class's force to a hero the player picks. */
  | { readonly kind: 'RUNE'; readonly warriorClass: WarriorClass }
  /** A stone of strength: free hero levels for a hero the player picks. */
  | { readonly kind: 'SKILL'; readonly levels: number }
  /** A wayside talker; with `chapter`, the talker tells that story chapter in a dialogue. */
  | {
      readonly kind: 'TALKER';
      readonly talkerId: string;
      readonly line: number;
      readonly chapter?: string;
    }
  | { readonly kind: 'POINTER'; readonly targetStair: number }
  /** A side road: its own places (context), and the coordinate it returns to. */
  | { readonly kind: 'TURN'; readonly contextId: number; readonly returnCoordinate: number }
  | { readonly kind: 'PORTAL'; readonly targetCoordinate: number }
  /** Gives `amount` again every `periodSeconds`, up to `cap` stored. */
  | {
      readonly kind: 'GAINABLE';
      readonly resource: Resource;
      readonly amount: number;
      readonly periodSeconds: number;
      readonly cap: number;
    }
  /** A healing spring: restores the whole squad once. */
  | { readonly kind: 'HEALING_SPRING' }
  /** A story scene; seeing it sets the marker. With `chapter`, it plays that story chapter. */
  | {
      readonly kind: 'SCRIPT';
      readonly scenario: string;
      readonly marker: string;
      readonly chapter?: string;
    };

/** Gold of a resource place: four ordinary monsters' worth at its stair. */
function resourceAmount(resource: Resource, stair: number, rich: boolean): number {
  const k = rich ? 2 : 1;
  switch (resource) {
    case 'GOLD':
      return k * 4 * BALANCE.goldPerMonster * stairScale(stair) ** BALANCE.goldExponent;
    case 'CRYSTAL':
      return k * (1 + stair / 10);
    case 'ELIXIR':
      return k * (2 + stair / 20);
    case 'SULFUR':
      return k * (1 + stair / 50);
    case 'MITHRIL':
      // Emeralds are whole: one to three, never scaled.
      return k;
    default:
      return k * (1 + stair / 20);
  }
}

function pick<T>(rng: RngState, list: readonly T[]): T {
  return list[nextInt(rng, list.length)] as T;
}

function resourceGift(rng: RngState, stair: number, rich: boolean): PlaceGift {
  const options: Resource[] = ['GOLD', 'GOLD', 'GOLD', 'CRYSTAL'];
  if (stair >= 25) options.push('ELIXIR');
  if (stair >= 100) options.push('SULFUR');
  // Emeralds are rare: two in a hundred resource places from stair 10.
  const resource: Resource = stair >= 10 && nextFloat(rng) < 0.02 ? 'MITHRIL' : pick(rng, options);
  return { kind: 'RESOURCE', resource, amount: resourceAmount(resource, stair, rich) };
}

export function drawGift(
  rng: RngState,
  type: string,
  stair: number,
  coordinate: number,
  rich: boolean,
): PlaceGift {
  switch (type) {
    case 'ARTIFACT': {
      const pool = [...ARTIFACTS, ...AMULETS].filter((x) => x.minStair <= stair);
      return { kind: 'ARTIFACT', artifactId: pick(rng, pool).id, level: stair };
    }
    case 'CONSUMABLE': {
      const pool = CONSUMABLES.filter((x) => x.minStair <= stair);
      return { kind: 'CONSUMABLE', consumableId: pick(rng, pool).id, count: rich ? 2 : 1 };
    }
    case 'RUNE':
      return { kind: 'RUNE', warriorClass: pick(rng, FORCES).warriorClass };
    case 'SKILL':
      return { kind: 'SKILL', levels: 1 + Math.floor(stair / 100) };
    case 'TALKER': {
      const pool = TALKERS.filter((t) => t.minStair <= stair);
      const t = pick(rng, pool);
      return { kind: 'TALKER', talkerId: t.id, line: nextInt(rng, t.lines.length) };
    }
    case 'POINTER':
      return { kind: 'POINTER', targetStair: (Math.floor(stair / 10) + 1) * 10 };
    case 'TURN':
      return {
        kind: 'TURN',
        contextId: 1 + nextInt(rng, 0x7fff_fffe),
        returnCoordinate: coordinate,
      };
    case 'PORTAL': {
      // Portals lead back down the road, to farm easier stairs.
      const back = 5 + nextInt(rng, 16);
      return { kind: 'PORTAL', targetCoordinate: Math.max(0, coordinate - back * 100) };
    }
    case 'GAINABLE': {
      const resource: Resource = stair >= 25 && nextFloat(rng) < 0.3 ? 'ELIXIR' : 'GOLD';
      const amount = resourceAmount(resource, stair, false) / 2;
      return { kind: 'GAINABLE', resource, amount, periodSeconds: 4 * 3600, cap: amount * 3 };
    }
    case 'CUSTOM_PLACE':
      return { kind: 'HEALING_SPRING' };
    case 'SCRIPT': {
      const scenario = `tale_${Math.floor(stair / 25)}`;
      return { kind: 'SCRIPT', scenario, marker: `seen_${scenario}` };
    }
    default:
      return resourceGift(rng, stair, rich);
  }
}

/** Weighted table of place types for ordinary slots (gates are always guarded resources). */
export function drawPlaceType(rng: RngState, stair: number): string {
  const table: [string, number, number][] = [
    // type, weight, first stair
    ['RESOURCE', 30, 1],
    ['CONSUMABLE', 12, 1],
    ['TALKER', 6, 1],
    ['POINTER', 4, 1],
    ['CUSTOM_PLACE', 5, 2],
    ['ARTIFACT', 6, 2],
    ['GAINABLE', 5, 3],
    ['SKILL', 5, 5],
    ['SCRIPT', 2, 5],
    ['RUNE', 6, 10],
    ['TURN', 2, 15],
    ['PORTAL', 2, 20],
  ];
  const open = table.filter((t) => t[2] <= stair);
  return (
    open[
      pickWeighted(
        rng,
        open.map((t) => t[1]),
      )
    ]?.[0] ?? 'RESOURCE'
  );
}

/**
 * What a gainable place holds `elapsedSeconds` after it was last emptied: one `amount` per full
 * period, at most `cap`. Null for any other gift.
 */
export function gainableAmount(gift: PlaceGift, elapsedSeconds: number): number | null {
  if (gift.kind !== 'GAINABLE') return null;
  const periods = Math.floor(Math.max(0, elapsedSeconds) / gift.periodSeconds);
  return Math.min(gift.cap, periods * gift.amount);
}
