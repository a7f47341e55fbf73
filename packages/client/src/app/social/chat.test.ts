import { describe, expect, it } from 'vitest';
import { createTestGame, json, type Recorded } from '../../testing/gameHarness';
import { chatMessage, chatRange } from '../../testing/socialFixtures';
import { chatSource, markChatSeen, removeChatMessage, sendChatMessage } from './chat';

const boris = { id: 3, name: 'Boris', level: 12, role: 'player' } as const;

function setup(respond: (req: Recorded) => Response | undefined = () => undefined) {
  return createTestGame(respond);
}

describe('chat flows', () => {
  it('reads a room’s pages and what came after a message as feed pages', async () => {
    const { game, requests } = setup((req) => {
      if (req.path === '/api/chat/CLAN/list')
        return json(200, { messages: chatRange(5, 6), more: true });
      if (req.path === '/api/chat/CLAN/list/latest')
        return json(200, { messages: chatRange(7, 7), more: false });
      return undefined;
    });
    const source = chatSource(game, 'CLAN');
    const page = await source.page({ from: 20, to: 40 });
    expect(page.items.map((m) => m.id)).toEqual([5, 6]);
    expect(page.more).toBe(true);
    expect(requests.at(-1)?.query).toMatchObject({ from: '20', to: '40' });
    const latest = await source.latest(6);
    expect(latest).toEqual({ items: chatRange(7, 7), more: false });
    expect(requests.at(-1)?.query).toMatchObject({ afterId: '6' });
  });

  it('whispers only in the whispers room, to the player picked', async () => {
    const { game, requests } = setup((req) =>
      req.path.endsWith('/send') ? json(200, chatMessage({ id: 9 })) : undefined,
    );
    expect((await sendChatMessage(game, 'PRIVAT', 'psst', boris)).id).toBe(9);
    expect(requests.at(-1)).toMatchObject({
      path: '/api/chat/PRIVAT/send',
      query: { to: '3' },
      body: { text: 'psst' },
    });
    await sendChatMessage(game, 'MAIN', 'hello', boris);
    expect(requests.at(-1)?.path).toBe('/api/chat/MAIN/send');
    expect(requests.at(-1)?.query.to).toBeUndefined();
  });

  it('says a removal was done once the server did it, and nothing when it refused', async () => {
    let allowed = true;
    const { game } = setup((req) =>
      req.path === '/api/chat/MAIN/message/4/delete'
        ? allowed
          ? json(200, { ok: true })
          : json(403, { code: 'FORBIDDEN', message: 'Forbidden' })
        : undefined,
    );
    await removeChatMessage(game, { room: 'MAIN', id: 4 });
    expect(game.ui.getState().toasts.map((t) => t.text)).toEqual(['The message is removed.']);
    allowed = false;
    await expect(removeChatMessage(game, { room: 'MAIN', id: 4 })).rejects.toThrow();
    expect(game.ui.getState().toasts).toHaveLength(1);
  });

  it('marks each shown room read here at once and on the server, failures aside', async () => {
    // Neither mark is answered (the harness says 404): the flow still finishes quietly.
    const { game, requests } = setup();
    game.social.getState().setChatUnread('MAIN', true);
    game.social.getState().setChatUnread('CLAN', true);
    markChatSeen(
      game,
      new Map([
        ['MAIN', 45],
        ['CLAN', 12],
      ]),
    );
    expect(game.social.getState().chatUnread).toMatchObject({ MAIN: false, CLAN: false });
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(2);
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/chat/MAIN/seen', { lastId: 45 }],
      ['/api/chat/CLAN/seen', { lastId: 12 }],
    ]);
  });
});
