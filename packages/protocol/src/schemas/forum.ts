import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';
import { literalUnion } from './enums.js';

/** Forum sections a topic belongs to. */
export const FORUM_THEMES = [
  'GENERAL',
  'HELP',
  'GUIDES',
  'IDEAS',
  'BUGS',
  'CLANS',
  'TRADE',
  'OFFTOPIC',
] as const;
export type ForumTheme = (typeof FORUM_THEMES)[number];

/** Forum lists and comment pages hold 20 entries. */
export const FORUM_PAGE_SIZE = 20;
/** Tags: at most 5 per topic, each 1 to 20 letters, digits, '-' or '_' (kept lower-case). */
export const FORUM_TAG_LIMITS = { perTopic: 5, length: 20 } as const;
/** Search needs at least this many characters. */
export const FORUM_SEARCH_MIN = 2;

export const ForumTopicSummary = Type.Object({
  id: Id,
  title: Type.String(),
  theme: literalUnion(FORUM_THEMES),
  tags: Type.Array(Type.String()),
  pinned: Type.Boolean(),
  /** A private topic of this clan; null for a public one. */
  clanId: Nullable(Type.Integer()),
  /** A public topic guests (no session or a trial account) may read. */
  guest: Type.Boolean(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  createdAt: Type.Number(),
  /** Creation or the newest comment. */
  lastActivityAt: Type.Number(),
  commentCount: Type.Integer({ minimum: 0 }),
});
export type ForumTopicSummaryDto = Static<typeof ForumTopicSummary>;

export const ForumTopic = Type.Object({
  ...ForumTopicSummary.properties,
  /** Exactly what the author typed; clients must show it as text, never as HTML. */
  text: Type.String(),
});
export type ForumTopicDto = Static<typeof ForumTopic>;

export const ForumComment = Type.Object({
  id: Id,
  topicId: Type.Integer(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  text: Type.String(),
  time: Type.Number(),
});
export type ForumCommentDto = Static<typeof ForumComment>;

/** Topics, pinned first, then by latest activity; `more` says another page follows. */
export const ForumTopicPage = Type.Object({
  topics: Type.Array(ForumTopicSummary),
  more: Type.Boolean(),
});
export type ForumTopicPageDto = Static<typeof ForumTopicPage>;

/** A topic with one page of its comments, oldest first. */
export const ForumTopicView = Type.Object({
  topic: ForumTopic,
  comments: Type.Array(ForumComment),
  more: Type.Boolean(),
});
export type ForumTopicViewDto = Static<typeof ForumTopicView>;

export const ForumTag = Type.Object({ tag: Type.String(), count: Type.Integer() });
