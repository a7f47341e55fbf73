import { api } from '@heroroad/protocol';
import { snowContext } from '@heroroad/rules';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { WorldChip } from './WorldChip';

afterEach(cleanup);

describe('WorldChip (the snow world beside the road)', () => {
  it('is hidden below the first difficulty level and opens the snow world from it', () => {
    const low = createTestGame();
    low.game.applyInfo(testInfo(testPlayer({ level: 5 })));
    const { container } = renderWithGame(low.game, <WorldChip />);
    expect(container.textContent).toBe('');
    cleanup();
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ level: 6 })));
    renderWithGame(game, <WorldChip />);
    fireEvent.click(screen.getByRole('button', { name: 'Snow world' }));
    expect(game.ui.getState().overlays).toEqual(['snowWorld']);
  });

  it('in a world, shows the steps the server counts', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.worlds.snowState.url
        ? json(200, {
            difficulties: [],
            returnAt: 0,
            visits: 1,
            world: 'SNOW',
            difficulty: 'EASY',
            stepsLeft: 7,
          })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ level: 6, contextId: snowContext('EASY', 30, 0) })));
    renderWithGame(game, <WorldChip />);
    expect(await screen.findByRole('button', { name: 'Steps left: 7' })).toBeTruthy();
  });
});
