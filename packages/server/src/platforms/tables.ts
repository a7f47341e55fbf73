/** A partner platform's user bound to one player (SPEC §3 auth sources). */
export interface PlatformIdentityTable {
  source: string;
  /** The platform's own user id: VK's vk_user_id, Telegram's user.id, Yandex's uniqueID… */
  platform_user_id: string;
  player_id: number;
  created_at: number;
}

/** Platforms' identities of players. */
export interface PlatformTables {
  platform_identity: PlatformIdentityTable;
}

declare module '../db/schema.js' {
  interface Database extends PlatformTables {}
}
