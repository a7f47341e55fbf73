import type { Currency } from '../content/currencies.js';
import type { LocalText } from '../i18n/lang.js';

/** SPEC §3: the two factions whose points the road's choices give (goodPoints, evilPoints). */
export const FACTIONS = ['ORDER', 'SHADOW'] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_CURRENCY: Readonly<Record<Faction, Currency>> = {
  ORDER: 'ORDER_POINTS',
  SHADOW: 'SHADOW_POINTS',
};

export const FACTION_NAMES: Readonly<Record<Faction, LocalText>> = {
  ORDER: { ru: 'Орден', en: 'The Order' },
  SHADOW: { ru: 'Тень', en: 'The Shadow' },
};

/** A lot of the faction shop: consumables for the faction's points (GAME_DESIGN.md "Faction shop"). */
export interface FactionGood {
  readonly id: string;
  readonly faction: Faction;
  readonly consumableId: string;
  readonly count: number;
  readonly price: number;
}

const good = (
  id: string,
  faction: Faction,
  consumableId: string,
  count: number,
  price: number,
): FactionGood => ({ id, faction, consumableId, count, price });

/**
 * The Order sells healing and protection, the Shadow harm: each side's wares match the choices
 * that earn its points. Prices are in points: a story choice gives 2 to 8.
 */
export const FACTION_GOODS: readonly FactionGood[] = [
  good('order_plantain', 'ORDER', 'potion_small', 5, 4),
  good('order_living_water', 'ORDER', 'potion_big', 2, 6),
  good('order_waters', 'ORDER', 'res_dead_water', 1, 12),
  good('order_egg', 'ORDER', 'ward_egg', 1, 20),
  good('shadow_perun', 'SHADOW', 'scroll_perun', 3, 6),
  good('shadow_svarog', 'SHADOW', 'scroll_fire', 2, 6),
  good('shadow_venom', 'SHADOW', 'poison_flask', 2, 6),
  good('shadow_morozko', 'SHADOW', 'scroll_frost', 2, 10),
];

/** Lots bought at once, at most. */
export const FACTION_MAX_LOTS = 10;

export function factionGood(id: string): FactionGood | undefined {
  return FACTION_GOODS.find((g) => g.id === id);
}
