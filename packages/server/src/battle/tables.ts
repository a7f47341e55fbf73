import type { Generated } from 'kysely';

export interface BattleTable {
  id: Generated<number>;
  player_id: number;
  kind: string;
  place_id: number | null;
  context_id: number;
  opponent_id: number | null;
  status: string;
  state: string;
  version: number;
  finalized: number;
  created_at: number;
  updated_at: number;
}

/** Battles. */
export interface BattleTables {
  battle: BattleTable;
}

declare module '../db/schema.js' {
  interface Database extends BattleTables {}
}
