import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import RatingOverlay from './RatingOverlay';

afterEach(cleanup);

const position = (n: number, id: number) => ({
  positionNumber: n,
  id,
  name: `Hero${id}`,
  level: 9,
  value: 100 - n,
});

describe('RatingOverlay (SPEC §2, §8)', () => {
  it("shows a page with the viewer's place, and a profile opened from it closes it", async () => {
    const { game, requests } = createTestGame((req) =>
      req.path.startsWith('/api/rating/by/')
        ? json(200, {
            type: 'level',
            playersTotal: 2,
            playersOnline: 1,
            myPosition: position(2, 1),
            positions: [position(1, 7), position(2, 1)],
          })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ id: 1 })));
    game.ui.getState().open('rating');
    renderWithGame(game, <RatingOverlay />);
    await screen.findByText('Hero7');
    expect(screen.getByText(/Your place: 2/)).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/rating/by/level');
    fireEvent.click(screen.getByRole('button', { name: 'Hero7' }));
    expect(game.ui.getState().overlays).toEqual(['profile']);
    expect(game.social.getState().profile?.id).toBe(7);
  });

  it('asks a failing page five times, then clears the list and offers to try again', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path.startsWith('/api/rating/by/')
        ? json(500, { code: 'INTERNAL', message: 'x' })
        : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <RatingOverlay />);
    await screen.findByText('The rating could not be loaded; try again later');
    expect(requests.filter((r) => r.path.startsWith('/api/rating/by/'))).toHaveLength(5);
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path.startsWith('/api/rating/by/'))).toHaveLength(10),
    );
  });
});
