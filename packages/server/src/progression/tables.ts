/** What a player owns towards progression beyond heroes: magic hammers bought. */
export interface ProgressionStateTable {
  player_id: number;
  hammers: number;
}

/** Cards a player holds, by kind (SPEC §3 Cards; the player info's cardState). */
export interface ProgressionCardTable {
  player_id: number;
  card_id: string;
  count: number;
}

export interface ProgressionTables {
  progression_state: ProgressionStateTable;
  progression_card: ProgressionCardTable;
}

declare module '../db/schema.js' {
  interface Database extends ProgressionTables {}
}
