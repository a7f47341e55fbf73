import type { Generated } from 'kysely';

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

/** Chat messages and read marks. */
export interface ChatTables {
  chat_message: ChatMessageTable;
  chat_seen: ChatSeenTable;
}

declare module '../../db/schema.js' {
  interface Database extends ChatTables {}
}
