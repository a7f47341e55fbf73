import type { Generated } from 'kysely';

/** Announcements staff publish, in both languages. */
export interface NewsTable {
  id: Generated<number>;
  title_ru: string;
  title_en: string;
  body_ru: string;
  body_en: string;
  published_at: number;
}

/** The newest news a player has seen (the unseen marker is anything newer). */
export interface NewsSeenTable {
  player_id: number;
  news_id: number;
}

/** A player's request to support, kept until staff answer it. */
export interface SupportTicketTable {
  id: Generated<number>;
  player_id: number;
  subject: string;
  text: string;
  created_at: number;
  answer: string | null;
  answered_by: number | null;
  answered_at: number | null;
}

export interface NewsTables {
  news: NewsTable;
  news_seen: NewsSeenTable;
  support_ticket: SupportTicketTable;
}

declare module '../db/schema.js' {
  interface Database extends NewsTables {}
}
