import { goldForMonster, type ChestType } from '../battle/outcome.js';
import { CONSUMABLES } from '../content/consumables.js';
import { ARTIFACTS, AMULETS } from '../content/items.js';
import { nextInt, seedRng } from '../rng/rng.js';
import { CARD_DROP_CHANCE, drawCard } from './card-drops.js';

/**
 * What a chest holds besides its one item, by type: gold in ordinary monsters' worth and
 * consumables. Every chest holds an artifact or amulet: below stair 500 the road's chests are
 * silver and gold, and without one there they were the forge's missing fodder.
 */
const CHEST_LOOT: Readonly<Record<ChestType, { monsters: number; consumables: number }>> = {
  silver: { monsters: 5, consumables: 1 },
  gold: { monsters: 10, consumables: 2 },
  azure: { monsters: 15, consumables: 2 },
  lava: { monsters: 20, consumables: 3 },
  amber: { monsters: 30, consumables: 3 },
  jade: { monsters: 50, consumables: 4 },
};

/** What a chest holds when opened on a stair, before its draws: the chests screen says it. */
export interface ChestContents {
  /** Gold, exactly. */
  readonly gold: number;
  /** How many consumables, drawn from those the stair allows. */
  readonly consumables: number;
  /** The chance of a card beside the item (0 to 1). */
  readonly cardChance: number;
}

/** A chest's contents opened on `stair` (the same numbers `chestLoot` draws with). */
export function chestContents(chest: ChestType, stair: number): ChestContents {
  const s = Math.max(1, Math.floor(stair));
  const spec = CHEST_LOOT[chest];
  return {
    gold: spec.monsters * goldForMonster(s, false),
    consumables: spec.consumables,
    cardChance: CARD_DROP_CHANCE.CHEST,
  };
}

export interface ChestLoot {
  readonly chest: ChestType;
  readonly gold: number;
  readonly consumables: readonly { readonly consumableId: string; readonly count: number }[];
  /** An artifact or amulet of the stair's level (null only where no item is found yet). */
  readonly artifact: { readonly artifactId: string; readonly level: number } | null;
  /** A card in the chest (its id), or null. */
  readonly card: string | null;
}

/**
 * Opens a chest won in battle: gold worth some monsters of the stair, consumables the stair
 * allows (road markers excepted), and an artifact or amulet of the stair's level.
 * The seed fixes the draw, so a retried request opens the same chest.
 */
export function chestLoot(chest: ChestType, stair: number, seed: number | string): ChestLoot {
  const rng = seedRng(seed);
  const contents = chestContents(chest, stair);
  const s = Math.max(1, Math.floor(stair));
  const pool = CONSUMABLES.filter((c) => c.kind !== 'MARKER' && c.minStair <= s);
  const counts = new Map<string, number>();
  for (let i = 0; i < contents.consumables && pool.length > 0; i++) {
    const id = pool[nextInt(rng, pool.length)]!.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const items = [...ARTIFACTS, ...AMULETS].filter((x) => x.minStair <= s);
  const artifact =
    items.length > 0 ? { artifactId: items[nextInt(rng, items.length)]!.id, level: s } : null;
  return {
    chest,
    gold: contents.gold,
    consumables: [...counts].map(([consumableId, count]) => ({ consumableId, count })),
    artifact,
    card: drawCard('CHEST', s, rng),
  };
}
