import { describe, expect, it, vi } from 'vitest';
import { createTestGame, testInfo } from '../testing/gameHarness';
import { installRealtime } from './install';
import { eventually } from '../testing/eventually';

describe('installRealtime', () => {
  it('fetches the link only after the first game frame, in a started game with a player', async () => {
    const { game } = createTestGame();
    const stopLink = vi.fn();
    const runRealtime = vi.fn(() => stopLink);
    const load = vi.fn(async () => runRealtime);
    const uninstall = installRealtime(game, load);

    game.ui.getState().setGameStarted();
    game.bus.emit('scene:frame', { key: 'load', atMs: 1 });
    game.applyInfo(testInfo());
    // The loading screen's frame is not the game's first.
    expect(load).not.toHaveBeenCalled();
    game.bus.emit('scene:frame', { key: 'road', atMs: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    await eventually(() => expect(runRealtime).toHaveBeenCalledTimes(1));

    game.applyInfo(testInfo());
    expect(load).toHaveBeenCalledTimes(1);
    uninstall();
    expect(stopLink).toHaveBeenCalled();
  });
});
