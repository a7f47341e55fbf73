import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  player_id: number | null;
  details: string;
  reason: string;
  /** The staff member's player id, when the actor is one (searchable). */
  actor_id: number | null;
  /** 1 when written inside a login-as session. */
  in_view: Generated<number>;
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
  lift_reason: string | null;
}

/** A forbidden-nickname ban asks the player to rename; done once the name key differs. */
export interface ForcedRenameTable {
  player_id: number;
  name_key: string;
  created_at: number;
}

/** The audit log, chat bans, forum blocks, game bans and forced renames. */
export interface ModerationTables {
  audit_log: AuditLogTable;
  chat_ban: SocialBanTable;
  forum_block: SocialBanTable;
  game_ban: SocialBanTable;
  forced_rename: ForcedRenameTable;
}

declare module '../db/schema.js' {
  interface Database extends ModerationTables {}
}
