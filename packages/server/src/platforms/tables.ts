/** A partner platform's user bound to one player (SPEC §3 auth sources). */
export interface PlatformIdentityTable {
  source: string;
  /** The platform's own user id: VK's vk_user_id, Telegram's user.id, Yandex's uniqueID… */
  platform_user_id: string;
  player_id: number;
  created_at: number;
}

/** The platform's charge behind a paid order (Telegram Stars: what refundStarPayment needs). */
export interface PlatformChargeTable {
  payment_id: number;
  source: string;
  charge_id: string;
  /** The buyer on the platform. */
  platform_user_id: string;
  created_at: number;
}

/** Platforms' identities of players, and the charges behind their orders. */
export interface PlatformTables {
  platform_identity: PlatformIdentityTable;
  platform_charge: PlatformChargeTable;
}

declare module '../db/schema.js' {
  interface Database extends PlatformTables {}
}
