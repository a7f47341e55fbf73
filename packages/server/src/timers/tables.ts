import type { Generated } from 'kysely';

/**
 * A wait of one player (SPEC §4 Upgrades): a force, artifact or rank upgrade, a chest, a
 * booster. `ends_at` is checked against the injected clock; `completed_at` is set once, by the
 * conditional update that completes it, on whichever instance reads it first.
 */
export interface TimerTable {
  id: Generated<number>;
  player_id: number;
  /** What completes it (`force`, `artifact`, `booster`…); a handler per kind is registered. */
  kind: string;
  /** What it upgrades, unique among the player's running timers of that kind. */
  subject: string;
  /** What the handler needs, as JSON. */
  payload: string;
  started_at: number;
  ends_at: number;
  completed_at: number | null;
  /** How it ended: `natural` or `speed-up`; null while running. */
  completed_by: string | null;
}

export interface TimerTables {
  timer: TimerTable;
}

declare module '../db/schema.js' {
  interface Database extends TimerTables {}
}
