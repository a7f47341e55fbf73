import { describe, expect, it } from 'vitest';
import { createTestGame, json } from '../../testing/gameHarness';
import { mailMessage } from '../../testing/socialFixtures';
import { dialogSource, isBlocked, sendLetter, setBlocked } from './mail';

const blockedSince = (playerId: number) => ({ playerId, name: `P${playerId}`, since: 1 });

describe('mail flows', () => {
  it('reads a dialog’s pages and what came after a letter as feed pages', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/mail/dialog/3/list')
        return json(200, { messages: [mailMessage({ id: 2 })], more: true, partnerReadId: 0 });
      if (req.path === '/api/mail/dialog/3/list/latest')
        return json(200, { messages: [], more: false, partnerReadId: 2 });
      return undefined;
    });
    const source = dialogSource(game, 3);
    expect(await source.page({ from: 0, to: 20 })).toEqual({
      items: [mailMessage({ id: 2 })],
      more: true,
    });
    expect(requests.at(-1)?.query).toMatchObject({ from: '0', to: '20' });
    expect(await source.latest(2)).toEqual({ items: [], more: false });
    expect(requests.at(-1)?.query).toMatchObject({ afterId: '2' });
  });

  it('marks a letter to partner 0 as one to support', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path.endsWith('/send') ? json(200, mailMessage()) : undefined,
    );
    await sendLetter(game, 0, 'Help');
    expect(requests.at(-1)).toMatchObject({
      path: '/api/mail/dialog/0/send',
      query: { support: 'true' },
      body: { text: 'Help' },
    });
    await sendLetter(game, 3, 'Hi');
    expect(requests.at(-1)?.query.support).toBeUndefined();
  });

  it('finds a player on the blacklist', async () => {
    const { game } = createTestGame((req) =>
      req.path === '/api/mail/blocked' ? json(200, [blockedSince(4), blockedSince(5)]) : undefined,
    );
    expect(await isBlocked(game, 5)).toBe(true);
    expect(await isBlocked(game, 3)).toBe(false);
  });

  it('blocks and unblocks, telling the state the server ended in', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/mail/block/3') return json(200, { playerId: 3, blocked: true });
      if (req.path === '/api/mail/unblock/3') return json(200, { playerId: 3, blocked: false });
      return undefined;
    });
    const boris = { id: 3, name: 'Boris' };
    expect(await setBlocked(game, boris, true)).toBe(true);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/mail/block/3' });
    expect(await setBlocked(game, boris, false)).toBe(false);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/mail/unblock/3' });
    expect(game.ui.getState().toasts.map((t) => t.text)).toEqual([
      'Boris is blocked.',
      'Boris is unblocked.',
    ]);
  });
});
