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

/** A duel (MULTI battle) challenge: OPEN, then STARTED with its battle, or WITHDRAWN. */
export interface DuelTable {
  id: Generated<number>;
  host_id: number;
  status: string;
  joiner_id: number | null;
  battle_id: number | null;
  /** The winner once paid, and the Moscow day of the payment (the daily cap counts these). */
  paid_to: number | null;
  paid_day: number | null;
  created_at: number;
}

/**
 * A battle's moves, one row per command (or start) that made any: the JSON list of its moves,
 * named by the number of the last (move-log.ts). Rows are only ever added.
 */
export interface BattleMoveTable {
  battle_id: number;
  last: number;
  moves: string;
}

/** Battles. */
export interface BattleTables {
  battle: BattleTable;
  battle_move: BattleMoveTable;
  duel: DuelTable;
}

declare module '../db/schema.js' {
  interface Database extends BattleTables {}
}
