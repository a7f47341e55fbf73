import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { PageQuery } from '../schemas/chat.js';
import { Id, Ok } from '../schemas/common.js';
import { literalUnion } from '../schemas/enums.js';
import {
  FORUM_THEMES,
  ForumComment,
  ForumTag,
  ForumTopic,
  ForumTopicPage,
  ForumTopicView,
} from '../schemas/forum.js';

const tags = ['forum'];
const TopicId = Type.Object({ id: Id });
// Strings are capped well above the rules' limits so the rules, not the schema, word the error.
const Text = (max: number) => Type.String({ maxLength: max });

export const forum = {
  topics: endpoint({
    method: 'GET',
    url: '/api/forum/topic/list',
    access: 'PUBLIC',
    summary:
      'Topics, pinned first then by latest activity, by theme and tag; clan=true lists the ' +
      "player's clan topics. Guests see public guest topics only",
    tags,
    querystring: Type.Object({
      ...PageQuery.properties,
      theme: Type.Optional(literalUnion(FORUM_THEMES)),
      tag: Type.Optional(Text(100)),
      clan: Type.Optional(Type.Boolean()),
    }),
    response: ForumTopicPage,
  }),
  search: endpoint({
    method: 'GET',
    url: '/api/forum/search',
    access: 'PUBLIC',
    summary: 'Topics whose title or text contains q (at least 2 characters, any case)',
    tags,
    querystring: Type.Object({ ...PageQuery.properties, q: Text(200) }),
    response: ForumTopicPage,
    ratePerMinute: 60,
  }),
  tags: endpoint({
    method: 'GET',
    url: '/api/forum/tags',
    access: 'PUBLIC',
    summary: 'The most used tags of the topics the caller may read',
    tags,
    response: Type.Array(ForumTag),
  }),
  topic: endpoint({
    method: 'GET',
    url: '/api/forum/topic/:id',
    access: 'PUBLIC',
    summary: 'A topic with a page of its comments, oldest first (from 0 is the first comment)',
    tags,
    params: TopicId,
    querystring: PageQuery,
    response: ForumTopicView,
  }),
  create: endpoint({
    method: 'POST',
    url: '/api/forum/topic/create',
    access: 'PLAYER',
    summary:
      'Open a topic (level 10, no forum block; title up to 40, text up to 20,000 characters). ' +
      "clan=true makes it private to the player's clan; guest=false hides a public topic from guests",
    tags,
    body: Type.Object({
      title: Text(1000),
      text: Text(100_000),
      theme: literalUnion(FORUM_THEMES),
      tags: Type.Optional(Type.Array(Text(100), { maxItems: 50 })),
      clan: Type.Optional(Type.Boolean()),
      guest: Type.Optional(Type.Boolean()),
    }),
    response: ForumTopic,
    ratePerMinute: 10,
  }),
  comment: endpoint({
    method: 'POST',
    url: '/api/forum/topic/:id/comment',
    access: 'PLAYER',
    summary: 'Comment on a topic (level 10, no forum block, up to 3000 characters)',
    tags,
    params: TopicId,
    body: Type.Object({ text: Text(20_000) }),
    response: ForumComment,
    ratePerMinute: 30,
  }),
  pin: endpoint({
    method: 'POST',
    url: '/api/forum/topic/:id/pin',
    access: 'MODERATOR',
    summary: 'Pin a topic to the top of its lists',
    tags,
    params: TopicId,
    response: Ok,
  }),
  unpin: endpoint({
    method: 'POST',
    url: '/api/forum/topic/:id/unpin',
    access: 'MODERATOR',
    summary: 'Unpin a topic',
    tags,
    params: TopicId,
    response: Ok,
  }),
  deleteTopic: endpoint({
    method: 'POST',
    url: '/api/forum/topic/:id/delete',
    access: 'PLAYER',
    summary: 'Remove a topic (its author or a moderator)',
    tags,
    params: TopicId,
    response: Ok,
  }),
  deleteComment: endpoint({
    method: 'POST',
    url: '/api/forum/comment/:id/delete',
    access: 'PLAYER',
    summary: 'Remove a comment (its author or a moderator)',
    tags,
    params: TopicId,
    response: Ok,
  }),
} as const;
