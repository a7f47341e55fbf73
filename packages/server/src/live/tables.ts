/** One live value an administrator tunes while the game runs (GAME_DESIGN.md §9). */
export interface LiveSettingTable {
  key: string;
  /** JSON of the value. */
  value: string;
  updated_at: number;
  updated_by: number | null;
}

export interface LiveTables {
  live_setting: LiveSettingTable;
}

declare module '../db/schema.js' {
  interface Database extends LiveTables {}
}
