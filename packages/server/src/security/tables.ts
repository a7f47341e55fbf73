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
  /** The staff member of a login-as session (moderation's view); null for the player's own. */
  viewer_id: number | null;
}

/** The last paced action of a kind per player (social/pace.ts). */
export interface ActionPaceTable {
  player_id: number;
  kind: string;
  at: number;
}

/** When a player was last seen playing (their own sessions, not a staff member's view). */
export interface PlayerSeenTable {
  player_id: number;
  seen_at: number;
}

/** Sessions, action paces and last-seen times. */
export interface SecurityTables {
  session: SessionTable;
  action_pace: ActionPaceTable;
  player_seen: PlayerSeenTable;
}

declare module '../db/schema.js' {
  interface Database extends SecurityTables {}
}
