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
}

export interface SessionTable {
  /** SHA-256 of the session id; the id itself is never stored. */
  id_hash: string;
  player_id: number;
  auth_source: string;
  identification: string;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  player_id: number | null;
  details: string;
  reason: string;
}

export interface ClientLogTable {
  id: Generated<number>;
  at: number;
  player_id: number | null;
  domain: string;
  message: string;
  user_agent: string | null;
}

export interface LoadStatTable {
  day: string;
  stage: string;
  count: number;
}

export interface NotificationTable {
  id: Generated<number>;
  player_id: number;
  kind: string;
  text: string;
  created_at: number;
  read_at: number | null;
}

/** Every change of an exact currency (emeralds, tickets), written in the same transaction. */
export interface CurrencyLedgerTable {
  id: Generated<number>;
  player_id: number;
  currency: string;
  delta: number;
  balance_after: number;
  reason: string;
  /** Unique: a repeated request with the same key changes nothing. */
  idempotency_key: string;
  created_at: number;
}

export interface Database {
  currency_ledger: CurrencyLedgerTable;
  player: PlayerTable;
  session: SessionTable;
  audit_log: AuditLogTable;
  client_log: ClientLogTable;
  load_stat: LoadStatTable;
  notification: NotificationTable;
}
