import { goldForMonster, type ChestType } from '../battle/outcome.js';
import { CONSUMABLES, type ConsumableDef } from '../content/consumables.js';
import { ARTIFACTS, AMULETS, type ItemDef } from '../content/items.js';
import { nextInt, seedRng } from '../rng/rng.js';
import { CARD_DROP_CHANCE, drawCard } from './card-drops.js';

/** What one chest type holds: the odds the opening draws with and the chests screen states. */
export interface ChestOdds {
  /** Gold, in ordinary monsters' worth at the stair where it is opened. */
  readonly monsters: number;
  /** Consumables, each drawn from those the stair allows (road markers excepted). */
  readonly consumables: number;
  /** Artifacts or amulets of the stair's level, drawn from those the stair yields. */
  readonly items: number;
  /** The chance of a card beside the item (0 to 1). */
  readonly cardChance: number;
}

/**
 * The one place chests' odds live, by type. Every chest holds an artifact or amulet: below
 * stair 500 the road's chests are silver and gold, and without one there they were the forge's
 * missing fodder. Their worth against their price is `chestValue` (economy/chest-value.ts).
 */
export const CHEST_ODDS: Readonly<Record<ChestType, ChestOdds>> = {
  silver: { monsters: 5, consumables: 1, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
  gold: { monsters: 10, consumables: 2, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
  azure: { monsters: 15, consumables: 2, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
  lava: { monsters: 20, consumables: 3, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
  amber: { monsters: 30, consumables: 3, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
  jade: { monsters: 50, consumables: 4, items: 1, cardChance: CARD_DROP_CHANCE.CHEST },
};

/** What a chest holds when opened on a stair, before its draws: the chests screen says it. */
export interface ChestContents {
  /** Gold, exactly. */
  readonly gold: number;
  /** How many consumables, drawn from those the stair allows. */
  readonly consumables: number;
  /** How many kinds of consumable the draw picks among on this stair. */
  readonly consumableKinds: number;
  /** How many artifacts or amulets of the stair's level (none only where the stair yields none). */
  readonly items: number;
  /** The chance of a card beside the item (0 to 1). */
  readonly cardChance: number;
}

/** The consumables a chest opened on `stair` draws from: those the stair allows, markers excepted. */
export function chestConsumablePool(stair: number): readonly ConsumableDef[] {
  const s = Math.max(1, Math.floor(stair));
  return CONSUMABLES.filter((c) => c.kind !== 'MARKER' && c.minStair <= s);
}

function chestItemPool(stair: number): readonly ItemDef[] {
  return [...ARTIFACTS, ...AMULETS].filter((x) => x.minStair <= stair);
}

/** A chest's contents opened on `stair` (the same numbers `chestLoot` draws with). */
export function chestContents(chest: ChestType, stair: number): ChestContents {
  const s = Math.max(1, Math.floor(stair));
  const odds = CHEST_ODDS[chest];
  return {
    gold: odds.monsters * goldForMonster(s, false),
    consumables: odds.consumables,
    consumableKinds: chestConsumablePool(s).length,
    items: chestItemPool(s).length > 0 ? odds.items : 0,
    cardChance: odds.cardChance,
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
  const pool = chestConsumablePool(s);
  const counts = new Map<string, number>();
  for (let i = 0; i < contents.consumables && pool.length > 0; i++) {
    const id = pool[nextInt(rng, pool.length)]!.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const items = chestItemPool(s);
  const artifact =
    contents.items > 0 ? { artifactId: items[nextInt(rng, items.length)]!.id, level: s } : null;
  return {
    chest,
    gold: contents.gold,
    consumables: [...counts].map(([consumableId, count]) => ({ consumableId, count })),
    artifact,
    card: drawCard(contents.cardChance, s, rng),
  };
}
