import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** One announcement, in the caller's language. */
export const NewsItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  publishedAt: Type.Number(),
});

/** SPEC §7 news/get/last: the latest news and whether any is newer than the last seen. */
export const NewsList = Type.Object({ news: Type.Array(NewsItem), unseen: Type.Boolean() });
export type NewsListDto = Static<typeof NewsList>;

export const SupportTicket = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.Number(),
  answer: Nullable(Type.String()),
  answeredAt: Nullable(Type.Number()),
});
export type SupportTicketDto = Static<typeof SupportTicket>;
