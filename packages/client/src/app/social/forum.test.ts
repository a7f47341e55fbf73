import { describe, expect, it } from 'vitest';
import { createTestGame, json, type Recorded } from '../../testing/gameHarness';
import { forumComment, forumTopic } from '../../testing/socialFixtures';
import {
  ALL_TOPICS,
  createTopic,
  deleteComment,
  deleteTopic,
  loadTopic,
  setPinned,
  topicPage,
} from './forum';

const summary = ({ text: _text, ...rest }: ReturnType<typeof forumTopic>) => rest;
const ok = () => json(200, { ok: true });

function setup() {
  return createTestGame((req: Recorded) => {
    if (req.path === '/api/forum/topic/list' || req.path === '/api/forum/search')
      return json(200, { topics: [summary(forumTopic())], more: true });
    if (req.path === '/api/forum/topic/1')
      return json(200, { topic: forumTopic(), comments: [forumComment()], more: false });
    if (req.path === '/api/forum/topic/create') return json(200, forumTopic({ id: 8 }));
    if (/^\/api\/forum\/(topic|comment)\/\d+\/(pin|unpin|delete)$/.test(req.path)) return ok();
    return undefined;
  });
}

describe('forum flows', () => {
  it('asks for the page of topics the filter shows, 20 from where the list ends', async () => {
    const { game, requests } = setup();
    const page = await topicPage(game, ALL_TOPICS, 0);
    expect(page).toEqual({ items: [summary(forumTopic())], more: true });
    expect(requests.at(-1)).toMatchObject({
      path: '/api/forum/topic/list',
      query: { from: '0', to: '20' },
    });

    await topicPage(game, { theme: 'HELP', tag: 'nun', clan: true, q: null }, 20);
    expect(requests.at(-1)?.query).toMatchObject({
      from: '20',
      to: '40',
      theme: 'HELP',
      tag: 'nun',
      clan: 'true',
    });

    // A search ignores the sections: it looks through every topic the player may read.
    await topicPage(game, { ...ALL_TOPICS, theme: 'HELP', q: 'nun' }, 0);
    expect(requests.at(-1)?.path).toBe('/api/forum/search');
    expect(requests.at(-1)?.query).toMatchObject({ from: '0', to: '20', q: 'nun' });
    expect(requests.at(-1)?.query.theme).toBeUndefined();
  });

  it('reads a topic with a page of its comments', async () => {
    const { game, requests } = setup();
    const view = await loadTopic(game, 1, 20);
    expect(view.topic).toEqual(forumTopic());
    expect(view.comments).toEqual({ items: [forumComment()], more: false });
    expect(requests.at(-1)?.query).toMatchObject({ from: '20', to: '40' });
  });

  it('publishes a topic and answers its id', async () => {
    const { game, requests } = setup();
    const body = { title: 'T', text: 'x', tags: [], theme: 'GENERAL', clan: false, guest: true };
    expect(await createTopic(game, body as never)).toBe(8);
    expect(requests.at(-1)?.body).toEqual(body);
    expect(game.ui.getState().toasts.at(-1)).toMatchObject({
      kind: 'success',
      text: 'The topic is published.',
    });
  });

  it('pins, unpins and deletes, saying each once it is done', async () => {
    const { game, requests } = setup();
    await setPinned(game, 1, true);
    await setPinned(game, 1, false);
    await deleteTopic(game, 1);
    await deleteComment(game, 5);
    expect(requests.map((r) => r.path)).toEqual([
      '/api/forum/topic/1/pin',
      '/api/forum/topic/1/unpin',
      '/api/forum/topic/1/delete',
      '/api/forum/comment/5/delete',
    ]);
    expect(game.ui.getState().toasts.map((t) => t.text)).toEqual([
      'The topic is pinned.',
      'The topic is unpinned.',
      'The topic is deleted.',
      'The comment is deleted.',
    ]);
  });
});
