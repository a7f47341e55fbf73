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
  /** Seeds the player's road: places are generated from it. */
  road_seed: number;
  /** When the daily reward was last taken. */
  everyday_reward_at: number | null;
  everyday_streak: number;
  /** Where a Waystone marked the road, if anywhere. */
  waystone_coordinate: number | null;
  /** Where a side road returns to the main road. */
  road_return_coordinate: number | null;
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

export interface CreatureTable {
  id: Generated<number>;
  player_id: number;
  identifier: string;
  combative: number;
  order_index: number;
  data: string;
  health_at: number;
  version: number;
  created_at: number;
}

export interface ArtifactItemTable {
  id: Generated<number>;
  player_id: number;
  artifact_id: string;
  level: number;
  creature_id: number | null;
  created_at: number;
}

export interface ConsumableStockTable {
  player_id: number;
  consumable_id: string;
  count: number;
}

export interface PlaceStateTable {
  player_id: number;
  place_id: number;
  used: number;
  guard_beaten: number;
  battle_lost: number;
  taken_at: number | null;
  updated_at: number;
}

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
}

export interface ChatMessageTable {
  id: Generated<number>;
  room: string;
  clan_id: number | null;
  author_id: number;
  author_name: string;
  author_level: number;
  author_role: string;
  to_id: number | null;
  to_name: string | null;
  text: string;
  created_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
}

export interface ChatSeenTable {
  player_id: number;
  room: string;
  seen_id: number;
  updated_at: number;
}

/** Shape of chat_ban and forum_block: a ban is active while lifted_at is null and until is ahead. */
export interface SocialBanTable {
  id: Generated<number>;
  player_id: number;
  until: number;
  reason: string;
  by_id: number | null;
  created_at: number;
  lifted_at: number | null;
  lifted_by: number | null;
}

export interface MailMessageTable {
  id: Generated<number>;
  /** The dialog's sides, a < b; 0 is the support staff. */
  a_id: number;
  b_id: number;
  from_id: number;
  author_id: number;
  author_name: string;
  support: number;
  text: string;
  created_at: number;
}

export interface MailDialogTable {
  /** 0 is the support staff's side of a support dialog. */
  player_id: number;
  partner_id: number;
  last_message_id: number;
  last_at: number;
  unread: number;
  read_id: number;
}

export interface MailBlockTable {
  player_id: number;
  blocked_id: number;
  created_at: number;
}

export interface ForumTopicTable {
  id: Generated<number>;
  title: string;
  text: string;
  search_text: string;
  theme: string;
  clan_id: number | null;
  guest: number;
  pinned: number;
  author_id: number;
  author_name: string;
  comment_count: number;
  created_at: number;
  last_activity_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
}

export interface ForumTopicTagTable {
  topic_id: number;
  tag: string;
}

export interface ForumCommentTable {
  id: Generated<number>;
  topic_id: number;
  author_id: number;
  author_name: string;
  text: string;
  created_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
}

export interface Database {
  creature: CreatureTable;
  artifact_item: ArtifactItemTable;
  consumable_stock: ConsumableStockTable;
  place_state: PlaceStateTable;
  battle: BattleTable;
  player_marker: PlayerMarkerTable;
  offer: OfferTable;
  currency_ledger: CurrencyLedgerTable;
  player: PlayerTable;
  session: SessionTable;
  audit_log: AuditLogTable;
  client_log: ClientLogTable;
  load_stat: LoadStatTable;
  notification: NotificationTable;
  chat_message: ChatMessageTable;
  chat_seen: ChatSeenTable;
  chat_ban: SocialBanTable;
  forum_block: SocialBanTable;
  mail_message: MailMessageTable;
  mail_dialog: MailDialogTable;
  mail_block: MailBlockTable;
  forum_topic: ForumTopicTable;
  forum_topic_tag: ForumTopicTagTable;
  forum_comment: ForumCommentTable;
}
