import type { Generated } from 'kysely';

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

/** Forum topics, their tags and comments. */
export interface ForumTables {
  forum_topic: ForumTopicTable;
  forum_topic_tag: ForumTopicTagTable;
  forum_comment: ForumCommentTable;
}

declare module '../../db/schema.js' {
  interface Database extends ForumTables {}
}
