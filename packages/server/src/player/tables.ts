import type { Generated } from 'kysely';

/**
 * Table types of the database. Portable across SQLite and PostgreSQL: booleans are 0/1 integers,
 * times are epoch milliseconds, JSON is text, game stats are float64, emeralds are exact integers.
 */
export interface PlayerTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  password_hash: string | null;
  mail_or_phone: string | null;
  access_level: string;
  lang: string;
  interface_mode: string;
  move_speed_mode: number;
  sound_mute: number;
  push_enabled: number;
  quality: string;
  client_version: number;
  clan_id: number | null;
  coordinate: number;
  min_coordinate: number;
  max_coordinate: number;
  stair: number;
  battle_stair: number;
  best_victory_stair: number;
  battle_id: number | null;
  level: number;
  current_exp: number;
  max_exp: number;
  gold: number;
  crystal: number;
  elixir: number;
  /** Emeralds (gems): exact, changed only with a ledger row. */
  mithril: number;
  sulfur: number;
  caviar: number;
  tickets: number;
  good_points: number;
  evil_points: number;
  tokens: number;
  amethyst: number;
  gears: number;
  /** GOLD_CRYSTAL: gold crystals (whole numbers, never below zero). */
  gold_crystal: number;
  have_new_mail: number;
  have_new_gift: number;
  gift_news: number;
  prompt_clan: number;
  clan_participation_state: string | null;
  request_special_places: number;
  control_type: string;
  road_effect: string | null;
  context_id: number;
  meta_data: string;
  prompt: string | null;
  companion_image: string;
  user_source: string;
  client_uuid: string;
  created_at: number;
  updated_at: number;
  /** Seeds the player's road: places are generated from it. */
  road_seed: number;
  /** When the daily reward was last taken. */
  everyday_reward_at: number | null;
  everyday_streak: number;
  /** Where a Waystone marked the road, if anywhere. */
  waystone_coordinate: number | null;
  /** Where a side road returns to the main road. */
  road_return_coordinate: number | null;
  /** When the player said they rated the game (SPEC §7 player/set/rated); null until then. */
  rated_at: number | null;
  /** SPEC §2 settings: EVEN or FRONT (rules `LEVELING_PREFERENCES`). */
  leveling_preference: string;
  /** SPEC §2 settings: the preferred payment provider; null asks each time. */
  payment_method: string | null;
  /** EVENT_CURRENCY: festival coins (whole numbers, never below zero). */
  event_currency: number;
}

export interface NotificationTable {
  id: Generated<number>;
  player_id: number;
  kind: string;
  text: string;
  created_at: number;
  read_at: number | null;
}

export interface PlayerMarkerTable {
  player_id: number;
  marker: string;
  created_at: number;
}

export interface OfferTable {
  id: Generated<number>;
  player_id: number;
  offer_type: string;
  viewed: number;
  expires_at: number | null;
  created_at: number;
  /** The hero a slot offer is for (an artifact slot), else null. */
  creature_id: number | null;
  /** Emeralds the offer asks, fixed when it is made; null for offers with no price. */
  price: number | null;
  /** When the player took it; a taken offer is no longer shown. */
  taken_at: number | null;
}

/** The player row, its notifications, story markers and offers. */
export interface PlayerTables {
  player: PlayerTable;
  notification: NotificationTable;
  player_marker: PlayerMarkerTable;
  offer: OfferTable;
}

declare module '../db/schema.js' {
  interface Database extends PlayerTables {}
}
