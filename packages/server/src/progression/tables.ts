/** What a player owns towards progression beyond heroes: magic hammers bought. */
export interface ProgressionStateTable {
  player_id: number;
  hammers: number;
}

export interface ProgressionTables {
  progression_state: ProgressionStateTable;
}

declare module '../db/schema.js' {
  interface Database extends ProgressionTables {}
}
