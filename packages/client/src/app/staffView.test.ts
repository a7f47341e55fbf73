import { describe, expect, it, vi } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { enterView, exitView, viewing } from './staffView';

describe('login as a player', () => {
  it('puts the staff session aside, uses the view, and returns to it on exit', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/tech/player/42/enter')
        return json(200, { token: 'view-token-000000000000000', playerId: 42, playerName: 'Rude' });
      if (req.path === '/api/tech/player/exit') return json(200, { ok: true });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'MODERATOR' })));
    game.storage.set('jsession', 'staff-token');
    game.storage.set('authorization', 'staff-token');
    const restart = vi.fn();
    await enterView(game, 42, restart);
    expect(restart).toHaveBeenCalledOnce();
    expect(game.session.authorization).toBe('view-token-000000000000000');
    expect(viewing(game)).toMatchObject({ playerId: 42, playerName: 'Rude' });
    await exitView(game, restart);
    expect(requests.map((r) => r.path)).toEqual([
      '/api/tech/player/42/enter',
      '/api/tech/player/exit',
    ]);
    expect(game.session.authorization).toBe('staff-token');
    expect(game.session.jsession).toBe('staff-token');
    expect(viewing(game)).toBeNull();
    expect(restart).toHaveBeenCalledTimes(2);
  });

  it('returns home even when the view had already ended on the server', async () => {
    const { game } = createTestGame((req) =>
      req.path === '/api/tech/player/exit'
        ? json(401, { code: 'UNAUTHORIZED', message: 'Log in again' })
        : undefined,
    );
    game.storage.set('staffReturn', {
      jsession: 'mine',
      authorization: 'mine',
      playerId: 5,
      playerName: 'Someone',
    });
    game.storage.set('authorization', 'ended-view');
    const restart = vi.fn();
    await exitView(game, restart);
    expect(game.session.authorization).toBe('mine');
    expect(restart).toHaveBeenCalledOnce();
  });
});
