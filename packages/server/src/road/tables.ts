export interface PlaceStateTable {
  player_id: number;
  place_id: number;
  used: number;
  guard_beaten: number;
  battle_lost: number;
  taken_at: number | null;
  updated_at: number;
}

/** What the player has done to road places. */
export interface RoadTables {
  place_state: PlaceStateTable;
}

declare module '../db/schema.js' {
  interface Database extends RoadTables {}
}
