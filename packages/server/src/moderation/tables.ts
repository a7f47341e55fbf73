import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  player_id: number | null;
  details: string;
  reason: string;
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

/** The audit log, chat bans and forum blocks. */
export interface ModerationTables {
  audit_log: AuditLogTable;
  chat_ban: SocialBanTable;
  forum_block: SocialBanTable;
}

declare module '../db/schema.js' {
  interface Database extends ModerationTables {}
}
