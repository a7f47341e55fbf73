import { api } from '@heroroad/protocol';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
  type Recorded,
} from '../../testing/gameHarness';
import { chatMessage, chatRange } from '../../testing/socialFixtures';
import ChatOverlay from './ChatOverlay';

afterEach(cleanup);

/** A main room of 45 messages, paged the server's way: positions from the newest. */
const ROOM_SIZE = 45;
function roomPage(req: Recorded) {
  const from = Number(req.query.from ?? 0);
  const to = Math.min(Number(req.query.to ?? from + 20), ROOM_SIZE);
  const newest = ROOM_SIZE - from;
  const oldest = ROOM_SIZE - to + 1;
  return json(200, { messages: chatRange(oldest, newest), more: oldest > 1 });
}

function setup(
  player = testPlayer({ id: 7, level: 12 }),
  extra?: (req: Recorded) => Response | undefined,
) {
  const { game, requests } = createTestGame((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.path === '/api/chat/MAIN/list') return roomPage(req);
    if (req.path.endsWith('/list')) return json(200, { messages: [], more: false });
    if (req.path.endsWith('/seen')) return json(200, { room: 'MAIN', lastId: 45 });
    return undefined;
  });
  game.applyInfo(testInfo(player));
  game.ui.getState().open('chat');
  const view = renderWithGame(game, <ChatOverlay />);
  return { game, requests, view };
}

const lines = () => screen.queryAllByText(/^Message \d+$/).map((e) => e.textContent);

describe('ChatOverlay', () => {
  it('shows the 20 newest messages and older pages on request', async () => {
    const { requests } = setup();
    await waitFor(() => expect(lines()).toHaveLength(20));
    expect(lines()[0]).toBe('Message 26');
    expect(lines().at(-1)).toBe('Message 45');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(lines()).toHaveLength(40));
    expect(requests.at(-1)?.query).toMatchObject({ from: '20', to: '40' });
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(lines()).toHaveLength(45));
    expect(lines()[0]).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('adds live messages of its room and drops removed ones', async () => {
    const { game } = setup();
    await waitFor(() => expect(lines()).toHaveLength(20));
    act(() => {
      game.notifications.emit('CHAT_MESSAGE', chatMessage({ id: 46, text: 'Message 46' }));
      game.notifications.emit(
        'CHAT_MESSAGE',
        chatMessage({ id: 47, room: 'CLAN', clanId: 1, text: 'Message 47' }),
      );
      game.notifications.emit('CHAT_MESSAGE_DELETE', { id: 45, room: 'MAIN', clanId: null });
    });
    expect(lines().at(-1)).toBe('Message 46');
    expect(lines()).not.toContain('Message 45');
    expect(lines()).not.toContain('Message 47');
  });

  it('shows markup in a message as the characters typed', async () => {
    const { game, view } = setup();
    await waitFor(() => expect(lines()).toHaveLength(20));
    const text = '<script>alert(1)</script><b>bold</b>';
    act(() => game.notifications.emit('CHAT_MESSAGE', chatMessage({ id: 50, text })));
    expect(screen.getByText(text).tagName).toBe('P');
    expect(view.container.querySelector('.feed b, .feed script')).toBeNull();
  });

  it('offers removal to staff only, after asking', async () => {
    setup();
    await waitFor(() => expect(lines()).toHaveLength(20));
    expect(screen.queryAllByRole('button', { name: /Remove the message/ })).toHaveLength(0);
    cleanup();

    const { requests } = setup(testPlayer({ id: 7, level: 1, accessLevel: 'MODERATOR' }), (req) =>
      req.path === '/api/chat/MAIN/message/45/delete' ? json(200, { ok: true }) : undefined,
    );
    await waitFor(() => expect(lines()).toHaveLength(20));
    const remove = screen.getAllByRole('button', { name: 'Remove the message of Boris' });
    expect(remove).toHaveLength(20);
    fireEvent.click(remove.at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(lines()).not.toContain('Message 45'));
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/chat/MAIN/message/45/delete',
    });
    // Staff write at any level: the composer is there at level 1.
    expect(screen.getByPlaceholderText('Your message…')).toBeTruthy();
  });

  it('counts characters and holds a message over 1000', async () => {
    setup();
    const box = await screen.findByPlaceholderText('Your message…');
    fireEvent.change(box, { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('1000 of 1000 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001 of 1000 characters').className).toContain('composer-over');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends with Enter and shows the message once, though it also arrives live', async () => {
    const sent = chatMessage({ id: 46, authorId: 7, authorName: 'Ivan', text: 'Hi all' });
    const { game, requests } = setup(undefined, (req) =>
      req.path === '/api/chat/MAIN/send' ? json(200, sent) : undefined,
    );
    const box = await screen.findByPlaceholderText('Your message…');
    fireEvent.change(box, { target: { value: '  Hi all ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Hi all')).toBeTruthy());
    expect(requests.find((r) => r.path === '/api/chat/MAIN/send')?.body).toEqual({
      text: 'Hi all',
    });
    act(() => game.notifications.emit('CHAT_MESSAGE', sent));
    expect(screen.getAllByText('Hi all')).toHaveLength(1);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('tells the level rule before anything is sent', async () => {
    setup(testPlayer({ id: 7, level: 9 }));
    expect(await screen.findByText('You need level 10 to send a message!')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Your message…')).toBeNull();
  });

  it('lets guests read the main room and invites them to register', async () => {
    const { game } = setup(testPlayer({ id: 7, accessLevel: 'TRIAL' }));
    await waitFor(() => expect(lines()).toHaveLength(20));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Guests can read the chat. Register to write in it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(game.ui.getState().overlays.at(-1)).toBe('register');
  });

  it('opens an author’s card and closes the chat and the mail (SPEC §2)', async () => {
    const { game } = setup();
    act(() => game.ui.getState().open('mail'));
    await waitFor(() => expect(lines()).toHaveLength(20));
    fireEvent.click(screen.getAllByRole('button', { name: 'Open the profile of Boris' })[0]!);
    expect(game.ui.getState().overlays).toEqual(['profile']);
    expect(game.social.getState().profile).toEqual({
      id: 3,
      name: 'Boris',
      level: 12,
      role: 'player',
    });
  });

  it('whispers to the author of a whisper it replies to', async () => {
    const whisper = chatMessage({ id: 3, room: 'PRIVAT', toId: 7, toName: 'Ivan', text: 'psst' });
    const { requests } = setup(undefined, (req) => {
      if (req.path === '/api/chat/PRIVAT/list')
        return json(200, { messages: [whisper], more: false });
      if (req.path === '/api/chat/PRIVAT/send') return json(200, { ...whisper, id: 4 });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Whispers' }));
    expect(await screen.findByText("Tap a player's name to whisper to them.")).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Boris' }));
    expect(screen.getByText('Whispering to Boris')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Whisper to Boris…'), {
      target: { value: 'hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/chat/PRIVAT/send')?.query).toMatchObject({
        to: '3',
      }),
    );
  });

  it('marks the rooms it showed as seen when it closes', async () => {
    const { game, requests, view } = setup();
    await waitFor(() => expect(lines()).toHaveLength(20));
    expect(game.social.getState().viewingRoom).toBe('MAIN');
    // Another tab's mark, say, from before the list was read here.
    act(() => game.social.getState().setChatUnread('MAIN', true));
    view.unmount();
    expect(game.social.getState().chatUnread.MAIN).toBe(false);
    const seen = requests.find((r) => r.path === api.chat.seen.url.replace(':room', 'MAIN'));
    expect(seen).toMatchObject({ method: 'POST', body: { lastId: 45 } });
    expect(game.social.getState().viewingRoom).toBeNull();
  });
});
