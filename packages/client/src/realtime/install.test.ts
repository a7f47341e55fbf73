import { describe, expect, it, vi } from 'vitest';
import { createTestGame, testInfo } from '../testing/gameHarness';
import { installRealtime } from './install';

describe('installRealtime', () => {
  it('fetches the link only once a player is in a settled, started game', async () => {
    const { game } = createTestGame();
    const stopLink = vi.fn();
    const runRealtime = vi.fn(() => stopLink);
    const load = vi.fn(async () => ({ runRealtime }));
    const uninstall = installRealtime(game, load);

    game.ui.getState().setGameStarted();
    game.ui.getState().setScene('road');
    game.ui.getState().settleScene('road');
    expect(load).not.toHaveBeenCalled();
    game.applyInfo(testInfo());
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(runRealtime).toHaveBeenCalledWith(game));

    game.applyInfo(testInfo());
    expect(load).toHaveBeenCalledTimes(1);
    uninstall();
    expect(stopLink).toHaveBeenCalled();
  });
});
