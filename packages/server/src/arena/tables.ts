import type { Generated } from 'kysely';

/** A player's place in the arena: created when they first open it at the arena's level. */
export interface ArenaPlayerTable {
  player_id: number;
  rating: number;
  league: number;
  /** The league before the last season's end changed it (null: unchanged). */
  previous_league: number | null;
  /** The Moscow day `attempts_used` counts for. */
  attempts_day: number;
  attempts_used: number;
  /** Minutes after Moscow midnight when the daily reward is paid. */
  reward_minute: number;
  /** The Moscow day of the last daily reward paid. */
  reward_day: number | null;
  last_attack_at: number | null;
  wins: number;
  losses: number;
  defence_wins: number;
  defence_losses: number;
  /** The opponents offered now, as a JSON array of player ids. */
  offers: string;
  created_at: number;
}

/** One attack: ratings as they stood when it began, the change once it finished. */
export interface ArenaAttackTable {
  id: Generated<number>;
  attacker_id: number;
  defender_id: number;
  battle_id: number;
  season: number;
  attacker_rating: number;
  defender_rating: number;
  /** 1 the attacker won, 0 lost; null while the battle runs. */
  won: number | null;
  /** The attacker's change (the defender's is its negative). */
  rating_change: number | null;
  created_at: number;
  finished_at: number | null;
}

/** Seasons whose end has been applied: the row makes the season's end run once. */
export interface ArenaSeasonTable {
  season: number;
  ended_at: number;
  players_moved: number;
}

export interface ArenaTables {
  arena_player: ArenaPlayerTable;
  arena_attack: ArenaAttackTable;
  arena_season: ArenaSeasonTable;
}

declare module '../db/schema.js' {
  interface Database extends ArenaTables {}
}
