import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeStomp } from '../testing/fakeStomp';
import { createTestGame, json, linkFlows, testInfo, testPlayer } from '../testing/gameHarness';
import { chatMessage, mailDialog, mailMessage } from '../testing/socialFixtures';
import { HIDDEN_PAUSE_MS, runRealtime } from './run';
import { eventually } from '../testing/eventually';

const note = (type: string, payload: unknown) => ({ type, payload });

function setup(respond: Parameters<typeof createTestGame>[0] = () => undefined) {
  const stomp = new FakeStomp();
  const made = createTestGame((req) => {
    if (req.path === api.chat.rooms.url) return json(200, []);
    if (req.path === api.mail.list.url) return json(200, []);
    return respond(req);
  });
  made.game.storage.set('authorization', 'S1');
  made.game.storage.set('jsession', 'J1');
  made.game.applyInfo({ ...testInfo(testPlayer({ id: 7, clanId: 5 })), clientUuid: 'u7' });
  const stop = runRealtime(made.game, linkFlows(made.game), window, stomp.factory);
  return { ...made, stomp, stop };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the realtime link in the game', () => {
  it('connects as the signed-in player and hands notifications to the game', async () => {
    const { game, stomp, stop, requests } = setup();
    const conn = stomp.last;
    expect(conn.options.url).toBe(`ws://${location.host}/api/websocket`);
    expect(conn.options.headers).toEqual({ Authorization: 'S1', JSESSIONID: 'J1' });
    conn.connect();
    expect(conn.destinations).toEqual(['/stomp/broadcast', '/stomp/personal/u7', '/stomp/clan/5']);
    expect(game.social.getState()).toMatchObject({ link: 'online', generation: 1 });
    // Unread marks are counted from the server after every connection.
    await eventually(() =>
      expect(requests.map((r) => r.path)).toEqual([api.chat.rooms.url, api.mail.list.url]),
    );

    const heard = vi.fn();
    game.notifications.on('CHAT_MESSAGE', heard);
    conn.deliver('/stomp/broadcast', note('CHAT_MESSAGE', chatMessage({ id: 9 })));
    expect(heard).toHaveBeenCalledWith(chatMessage({ id: 9 }));
    stop();
  });

  it('counts letters from others, and recounts when a dialog was read', async () => {
    const { game, stomp, stop } = setup();
    stomp.last.connect();
    stomp.last.deliver('/stomp/personal/u7', note('MAIL_MESSAGE', mailMessage({ id: 4 })));
    expect(game.social.getState().mailUnread).toBe(1);
    expect(game.player.getState().player?.haveNewMailMessage).toBe(true);
    expect(game.ui.getState().toasts.at(-1)?.text).toBe('A new letter from Boris');
    // The player's own letter, from another tab, is nothing new.
    stomp.last.deliver(
      '/stomp/personal/u7',
      note('MAIL_MESSAGE', mailMessage({ id: 5, fromId: 7, toId: 3 })),
    );
    expect(game.social.getState().mailUnread).toBe(1);
    stop();
  });

  it('clears the badge after MAIL_READ from the server count', async () => {
    let unread = 2;
    const { game, stomp, stop } = setup();
    vi.spyOn(game.api, 'call').mockImplementation(async (endpoint) => {
      if (endpoint === api.mail.list) return [mailDialog({ unread })] as never;
      return [] as never;
    });
    stomp.last.connect();
    await eventually(() => expect(game.social.getState().mailUnread).toBe(2));
    unread = 0;
    stomp.last.deliver('/stomp/personal/u7', note('MAIL_READ', { partnerId: 3, readId: 4 }));
    await eventually(() => expect(game.social.getState().mailUnread).toBe(0));
    expect(game.player.getState().player?.haveNewMailMessage).toBe(false);
    stop();
  });

  it('marks clan messages and whispers, and takes the mark off with CHAT_SEEN', () => {
    const { game, stomp, stop } = setup();
    stomp.last.connect();
    stomp.last.deliver(
      '/stomp/clan/5',
      note('CHAT_MESSAGE', chatMessage({ room: 'CLAN', clanId: 5 })),
    );
    expect(game.social.getState().chatUnread.CLAN).toBe(true);
    stomp.last.deliver('/stomp/personal/u7', note('CHAT_SEEN', { room: 'CLAN', lastId: 1 }));
    expect(game.social.getState().chatUnread.CLAN).toBe(false);
    // The player's own line is not news to them.
    stomp.last.deliver('/stomp/broadcast', note('CHAT_MESSAGE', chatMessage({ authorId: 7 })));
    expect(game.social.getState().chatUnread.MAIN).toBe(false);
    stop();
  });

  it('stops at logout and connects again as whoever logs in', () => {
    const { game, stomp, stop } = setup();
    stomp.last.connect();
    game.session.clear();
    game.clearPlayer();
    expect(stomp.last.deactivated).toBe(true);
    expect(game.social.getState().link).toBe('off');

    game.storage.set('authorization', 'S2');
    game.applyInfo({ ...testInfo(testPlayer({ id: 8, clanId: null })), clientUuid: 'u8' });
    expect(stomp.connections).toHaveLength(2);
    expect(stomp.last.options.headers).toEqual({ Authorization: 'S2' });
    stomp.last.connect();
    expect(stomp.last.destinations).toEqual(['/stomp/broadcast', '/stomp/personal/u8']);
    stop();
  });

  it('reconnects with the new session when a guest registers', () => {
    const { game, stomp, stop } = setup();
    stomp.last.connect();
    game.storage.set('authorization', 'S2');
    game.applyInfo({
      ...testInfo(testPlayer({ id: 7, clanId: 5, accessLevel: 'PLAYER', name: 'New' })),
      clientUuid: 'u7',
    });
    // Same player and access: a settings change is no reason to reconnect.
    expect(stomp.connections).toHaveLength(1);
    game.applyInfo({
      ...testInfo(testPlayer({ id: 7, clanId: 6, accessLevel: 'MODERATOR' })),
      clientUuid: 'u7',
    });
    expect(stomp.connections).toHaveLength(2);
    expect(stomp.last.options.headers).toEqual({ Authorization: 'S2', JSESSIONID: 'J1' });
    stop();
  });

  it('follows a clan change without reconnecting', () => {
    const { game, stomp, stop } = setup();
    stomp.last.connect();
    game.player.getState().patchPlayer({ clanId: 9 });
    expect(stomp.connections).toHaveLength(1);
    expect(stomp.last.destinations).toContain('/stomp/clan/9');
    expect(stomp.last.destinations).not.toContain('/stomp/clan/5');
    stop();
  });

  it('runs the connection check when the link stays down, not on a brief drop', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { game, stomp, stop, requests } = setup((req) =>
      req.path === api.tech.isConnectionExists.url
        ? Promise.reject(new TypeError('down'))
        : undefined,
    );
    game.ui.getState().setGameStarted();
    stomp.last.connect();
    stomp.last.close();
    await vi.advanceTimersByTimeAsync(1000);
    stomp.last.connect();
    expect(requests.map((r) => r.path)).not.toContain(api.tech.isConnectionExists.url);

    stomp.last.close();
    await vi.advanceTimersByTimeAsync(1000);
    stomp.last.close();
    await vi.advanceTimersByTimeAsync(2000);
    stomp.last.close();
    await eventually(() => expect(game.ui.getState().overlays).toEqual(['connection']));
    expect(requests.filter((r) => r.path === api.tech.isConnectionExists.url)).toHaveLength(1);
    stop();
  });

  it('lets the socket go in a tab hidden for long and comes back when it is shown', () => {
    vi.useFakeTimers();
    const { stomp, stop } = setup();
    stomp.last.connect();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(HIDDEN_PAUSE_MS - 1);
    expect(stomp.last.deactivated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stomp.last.deactivated).toBe(true);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stomp.connections).toHaveLength(2);
    stop();
  });
});
