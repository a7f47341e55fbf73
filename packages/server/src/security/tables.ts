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

/** Sessions. */
export interface SecurityTables {
  session: SessionTable;
}

declare module '../db/schema.js' {
  interface Database extends SecurityTables {}
}
