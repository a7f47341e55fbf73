import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
  type Recorded,
} from '../../testing/gameHarness';
import { forumComment, forumTopic } from '../../testing/socialFixtures';
import ForumOverlay from './ForumOverlay';

afterEach(cleanup);

const summary = ({ text: _text, ...rest }: ReturnType<typeof forumTopic>) => rest;
const html = forumTopic({
  id: 2,
  title: '<b>Loud</b> title',
  text: '<script>alert(1)</script>',
  authorId: 7,
});

function setup(
  player = testPlayer({ id: 7, level: 12 }),
  extra: (req: Recorded) => Response | undefined = () => undefined,
) {
  const { game, requests } = createTestGame((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/forum/topic/list') {
      return json(200, {
        topics: [summary(forumTopic({ pinned: true })), summary(html)],
        more: false,
      });
    }
    if (req.path === '/api/forum/tags') return json(200, [{ tag: 'nun', count: 2 }]);
    if (req.path === '/api/forum/topic/1') {
      return json(200, {
        topic: forumTopic({ pinned: true }),
        comments: [forumComment()],
        more: false,
      });
    }
    if (req.path === '/api/forum/topic/2') {
      return json(200, {
        topic: html,
        comments: [forumComment({ id: 5, topicId: 2, authorId: 7, authorName: 'Ivan' })],
        more: false,
      });
    }
    return undefined;
  });
  game.applyInfo(testInfo(player));
  game.ui.getState().open('forum');
  renderWithGame(game, <ForumOverlay />);
  return { game, requests };
}

describe('ForumOverlay', () => {
  it('lists topics, filters by tag, and refuses a search of one letter', async () => {
    const { requests } = setup();
    const pinned = await screen.findByRole('button', { name: /Where to find the nun\?/ });
    expect(within(pinned).getByRole('img', { name: 'Pinned' })).toBeTruthy();
    expect(screen.getByText('<b>Loud</b> title')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: '#nun' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ tag: 'nun', from: '0' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the forum' }), {
      target: { value: 'n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter at least 2 characters to search')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/forum/search')).toBe(false);
  });

  it('shows a topic’s text as typed, with delete for its author but no pin', async () => {
    const view = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Loud/ }));
    expect(await screen.findByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('.topic script, .topic b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete topic' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    // The author's own comment may go as well.
    expect(screen.getByRole('button', { name: 'Delete the comment of Ivan' })).toBeTruthy();
    expect(view.requests.at(-1)?.query).toMatchObject({ from: '0', to: '20' });
  });

  it("opens the card of a comment's author from their name, but not one's own", async () => {
    const view = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Where to find the nun/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the profile of Boris' }));
    expect(view.game.social.getState().profile).toMatchObject({ id: 3, name: 'Boris' });
    expect(view.game.ui.getState().overlays).toContain('profile');
  });

  it('gives staff pin and delete on any topic; others get neither', async () => {
    const { requests } = setup(testPlayer({ id: 9, accessLevel: 'MODERATOR' }), (req) =>
      req.path === '/api/forum/topic/1/unpin' ? json(200, { ok: true }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Where to find/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unpin' }));
    await screen.findByRole('button', { name: 'Pin' });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/forum/topic/1/unpin' });
    expect(screen.getByRole('button', { name: 'Delete topic' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the comment of Boris' })).toBeTruthy();
    cleanup();

    setup(testPlayer({ id: 9 }));
    fireEvent.click(await screen.findByRole('button', { name: /Where to find/ }));
    await screen.findByText('Past the birches.');
    expect(screen.queryByRole('button', { name: 'Delete topic' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pin|Unpin/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the comment/ })).toBeNull();
  });

  it('checks a new topic field by field before publishing it', async () => {
    const { requests } = setup(undefined, (req) =>
      req.path === '/api/forum/topic/create' ? json(200, forumTopic({ id: 1 })) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New topic' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(41) } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'a b c d e f' } });
    expect(screen.getByText('41 of 40 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('The topic title is too long: at most 40 characters')).toBeTruthy();
    expect(screen.getByText('At most 5 tags per topic')).toBeTruthy();
    expect(screen.getByText('The text must not be empty')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/forum/topic/create')).toBe(false);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Where is  the nun? ' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: '#Nun, help' } });
    fireEvent.change(screen.getByLabelText('Section'), { target: { value: 'HELP' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Past the birches?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('She is said to be past the third stair.');
    expect(requests.find((r) => r.path === '/api/forum/topic/create')?.body).toEqual({
      title: 'Where is the nun?',
      text: 'Past the birches?',
      tags: ['nun', 'help'],
      theme: 'HELP',
      clan: false,
      guest: true,
    });
  });

  it('lets guests read and invites them to register to write', async () => {
    setup(testPlayer({ id: 7, accessLevel: 'TRIAL' }));
    expect(
      await screen.findByText('Guests can read the forum. Register to write in it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New topic' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Where to find/ }));
    await screen.findByText('Past the birches.');
    expect(screen.queryByPlaceholderText('Share your thoughts…')).toBeNull();
  });

  it('counts a comment against 3000 characters and adds it when sent', async () => {
    const { requests } = setup(testPlayer({ id: 7, level: 12 }), (req) =>
      req.path === '/api/forum/topic/1/comment'
        ? json(200, forumComment({ id: 9, authorId: 7, authorName: 'Ivan', text: 'Thanks!' }))
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Where to find/ }));
    const box = await screen.findByPlaceholderText('Share your thoughts…');
    fireEvent.change(box, { target: { value: 'y'.repeat(3001) } });
    expect(screen.getByText('3001 of 3000 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comment' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await screen.findByText('Thanks!');
    expect(requests.at(-1)?.body).toEqual({ text: 'Thanks!' });
  });
});
