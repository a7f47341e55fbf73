/** What a player owns towards progression beyond heroes: magic hammers and squad slots bought. */
export interface ProgressionStateTable {
  player_id: number;
  hammers: number;
  squad_slots: number;
}

/** Cards a player holds, by kind (SPEC §3 Cards; the player info's cardState). */
export interface ProgressionCardTable {
  player_id: number;
  card_id: string;
  count: number;
}

/** Boosters bought or given and not started yet: the boosters inbox. */
export interface BoosterInboxTable {
  player_id: number;
  booster_id: string;
  count: number;
}

/** The booster running in each slot (GOLD, EXP, RANK) until `ends_at`. */
export interface BoosterSlotTable {
  player_id: number;
  slot: string;
  booster_id: string;
  ends_at: number;
}

/** The elixir and scroll setup: how many of each consumable go into every battle. */
export interface ConsumableSetupTable {
  player_id: number;
  consumable_id: string;
  count: number;
}

/** How many of the day's deal a player bought (the deal's stock is per player and day). */
export interface ShopDealTable {
  player_id: number;
  day: number;
  bought: number;
}

export interface ProgressionTables {
  shop_deal: ShopDealTable;
  progression_state: ProgressionStateTable;
  progression_card: ProgressionCardTable;
  booster_inbox: BoosterInboxTable;
  booster_slot: BoosterSlotTable;
  consumable_setup: ConsumableSetupTable;
}

declare module '../db/schema.js' {
  interface Database extends ProgressionTables {}
}
