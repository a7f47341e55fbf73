import {
  FORUM_PAGE_SIZE,
  api,
  type BodyOf,
  type ForumCommentDto,
  type ForumTheme,
  type ForumTopicDto,
  type ForumTopicSummaryDto,
  type ResponseOf,
} from '@heroroad/protocol';
import type { GameServices } from '../ports';
import type { FeedPage } from './feed';

/**
 * Forum flows (SPEC §2, §5): topic pages by filter or search, a topic with its comments, and
 * what authors and staff do to them. Pages are read from the top, 20 at a time.
 */

type Calls = Pick<GameServices, 'api'>;
/** A change the player is told about with a toast. */
type Told = Pick<GameServices, 'api' | 'ui' | 't'>;

/** What the topic list shows: a section, a tag, the clan's topics, or search results. */
export interface ForumFilter {
  readonly theme: ForumTheme | null;
  readonly tag: string | null;
  readonly clan: boolean;
  readonly q: string | null;
}

export const ALL_TOPICS: ForumFilter = { theme: null, tag: null, clan: false, q: null };

const range = (from: number) => ({ from, to: from + FORUM_PAGE_SIZE });

/** The page of topics from `from` that the filter shows: search results, or a filtered list. */
export async function topicPage(
  game: Calls,
  filter: ForumFilter,
  from: number,
): Promise<FeedPage<ForumTopicSummaryDto>> {
  const answer = filter.q
    ? await game.api.call(api.forum.search, { query: { ...range(from), q: filter.q } })
    : await game.api.call(api.forum.topics, {
        query: {
          ...range(from),
          ...(filter.theme ? { theme: filter.theme } : {}),
          ...(filter.tag ? { tag: filter.tag } : {}),
          ...(filter.clan ? { clan: true } : {}),
        },
      });
  return { items: answer.topics, more: answer.more };
}

/** The forum's tags with their topic counts. */
export function loadTags(game: Calls): Promise<ResponseOf<typeof api.forum.tags>> {
  return game.api.call(api.forum.tags);
}

/** A topic and the page of its comments from `from`. */
export async function loadTopic(
  game: Calls,
  id: number,
  from: number,
): Promise<{ topic: ForumTopicDto; comments: FeedPage<ForumCommentDto> }> {
  const view = await game.api.call(api.forum.topic, { params: { id }, query: range(from) });
  return { topic: view.topic, comments: { items: view.comments, more: view.more } };
}

/** Publishes a topic; answers its id. */
export async function createTopic(
  game: Told,
  body: BodyOf<typeof api.forum.create>,
): Promise<number> {
  const topic = await game.api.call(api.forum.create, { body });
  game.ui.getState().toast('success', game.t('forum.create.created'));
  return topic.id;
}

/** Staff pin a topic to the top of its list, or take the pin off. */
export async function setPinned(game: Told, id: number, pinned: boolean): Promise<void> {
  const call = { params: { id } };
  await (pinned ? game.api.call(api.forum.pin, call) : game.api.call(api.forum.unpin, call));
  game.ui.getState().toast('success', game.t(pinned ? 'forum.pinnedToast' : 'forum.unpinnedToast'));
}

/** The author or staff delete a topic with its comments. */
export async function deleteTopic(game: Told, id: number): Promise<void> {
  await game.api.call(api.forum.deleteTopic, { params: { id } });
  game.ui.getState().toast('success', game.t('forum.topicDeleted'));
}

export function postComment(game: Calls, topicId: number, text: string): Promise<ForumCommentDto> {
  return game.api.call(api.forum.comment, { params: { id: topicId }, body: { text } });
}

/** The author or staff delete a comment. */
export async function deleteComment(game: Told, id: number): Promise<void> {
  await game.api.call(api.forum.deleteComment, { params: { id } });
  game.ui.getState().toast('success', game.t('forum.commentDeleted'));
}
