import { CONSUMABLES } from '../content/consumables.js';
import { FORCES } from '../content/forces.js';
import { AMULETS, ARTIFACTS } from '../content/items.js';
import { nextFloat, nextInt, pickWeighted, type RngState } from '../rng/rng.js';
import type { PlaceGift } from '../road/gifts.js';
import { drawGuard, type Guard } from '../road/squads.js';
import type { World } from './contexts.js';
import { REALM } from './portals.js';
import { SNOW_DIFFICULTY_DEFS } from './snow.js';

/** What stands on one slot of a world (the road's generator adds position and id). */
export interface WorldSlot {
  readonly placeType: 'RESOURCE' | 'CONSUMABLE' | 'ARTIFACT' | 'RUNE' | 'CUSTOM_PLACE';
  readonly guard: Guard | null;
  readonly gift: PlaceGift;
}

type SlotType = WorldSlot['placeType'];

/** Place types of the worlds by weight: every place but the healing spring is guarded. */
const SNOW_TYPES: readonly [SlotType, number][] = [
  ['RESOURCE', 45],
  ['CONSUMABLE', 20],
  ['RUNE', 10],
  ['ARTIFACT', 10],
  ['CUSTOM_PLACE', 8],
];
const REALM_TYPES: readonly [SlotType, number][] = [
  ['RESOURCE', 50],
  ['ARTIFACT', 20],
  ['RUNE', 15],
  ['CONSUMABLE', 15],
];

/** A world's slots hold a place four times in five. */
const WORLD_PLACE_CHANCE = 0.8;

function pick<T>(rng: RngState, list: readonly T[]): T {
  return list[nextInt(rng, list.length)] as T;
}

function drawType(rng: RngState, table: readonly [SlotType, number][]): SlotType {
  return table[
    pickWeighted(
      rng,
      table.map((t) => t[1]),
    )
  ]![0];
}

/**
 * Caviar of one world place: two and a twenty-fifth of the level, times the difficulty's factor
 * (a realm pays as the standard snow world). Rounded to tenths.
 */
export function worldCaviar(level: number, factor: number): number {
  return Math.round((2 + level / 25) * factor * 10) / 10;
}

function gift(rng: RngState, type: SlotType, stair: number, caviar: number): PlaceGift {
  switch (type) {
    case 'RESOURCE':
      return nextFloat(rng) < 0.65
        ? { kind: 'RESOURCE', resource: 'CAVIAR', amount: caviar }
        : { kind: 'RESOURCE', resource: 'CRYSTAL', amount: Math.round(caviar * 2) };
    case 'CONSUMABLE': {
      const pool = CONSUMABLES.filter((c) => c.minStair <= stair && c.kind !== 'MARKER');
      return { kind: 'CONSUMABLE', consumableId: pick(rng, pool).id, count: 2 };
    }
    case 'ARTIFACT': {
      const pool = [...ARTIFACTS, ...AMULETS].filter((x) => x.minStair <= stair);
      return { kind: 'ARTIFACT', artifactId: pick(rng, pool).id, level: stair };
    }
    case 'RUNE':
      return { kind: 'RUNE', warriorClass: pick(rng, FORCES).warriorClass };
    case 'CUSTOM_PLACE':
      return { kind: 'HEALING_SPRING' };
  }
}

/** The place on a slot of the snow world or a portal's realm, or null for an empty stretch. */
export function worldSlot(rng: RngState, world: World): WorldSlot | null {
  if (world.kind !== 'SNOW' && world.kind !== 'REALM') return null;
  if (nextFloat(rng) >= WORLD_PLACE_CHANCE) return null;
  const snow = world.kind === 'SNOW' ? SNOW_DIFFICULTY_DEFS[world.difficulty] : null;
  const placeType = drawType(rng, snow ? SNOW_TYPES : REALM_TYPES);
  const stair = Math.max(1, world.level + (snow ? snow.stairOffset : REALM.guardStairs));
  const elite = snow === null || snow.stairOffset > 0;
  const guard =
    placeType === 'CUSTOM_PLACE'
      ? null
      : drawGuard(rng, stair, { boss: false, elite, ...(snow ? { biome: 'snow' } : {}) });
  const caviar = worldCaviar(world.level, snow ? snow.rewardFactor : 2);
  return { placeType, guard, gift: gift(rng, placeType, stair, caviar) };
}
