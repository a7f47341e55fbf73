/** A player's snow world visits, portal visits, the steps of the world they are in and the day's portal discount. */
export interface WorldStateTable {
  player_id: number;
  snow_visits: number;
  /** When the last snow world visit ended (the way back taken); null before the first. */
  snow_left_at: number | null;
  portal_visits: number;
  /** Road units left to walk in the world the player is in (a step is SLOT_SPACING units). */
  steps_units: number;
  /** The Moscow day the offer columns are for. */
  offer_day: number;
  /** 1 when the day's portal discount was chosen, and when it was spent. */
  offer_chosen: number;
  offer_used: number;
}

export interface WorldTables {
  world_state: WorldStateTable;
}

declare module '../db/schema.js' {
  interface Database extends WorldTables {}
}
