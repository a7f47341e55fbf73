import type { Generated } from 'kysely';

/** A player's wheel: the daily free spin, the count of spins (each spin's key) and a prize not taken. */
export interface WheelStateTable {
  player_id: number;
  spins: number;
  last_free_spin: number | null;
  /** The sector of the last spin while its prize waits to be taken. */
  pending_sector: number | null;
  updated_at: number;
}

/** A chest that opens after its delay (SPEC §7 delayed chests). */
export interface DelayedChestTable {
  id: Generated<number>;
  player_id: number;
  chest: string;
  /** Where it came from: `bank:3000`, `wheel:12`. */
  source: string;
  ready_at: number;
  opened_at: number | null;
  created_at: number;
}

export interface FortuneTables {
  wheel_state: WheelStateTable;
  delayed_chest: DelayedChestTable;
}

declare module '../db/schema.js' {
  interface Database extends FortuneTables {}
}
