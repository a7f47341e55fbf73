import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { SlotOffers } from './SlotOffers';

afterEach(cleanup);

const HOUR = 3_600_000;

describe('SlotOffers', () => {
  it('lists a standing offer with its price and time, marks it seen and takes it', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/player/offer/set/seen') return json(200, offered(true));
      if (req.path === '/api/progression/offer/5/take')
        return json(200, testPlayer({ mithril: 25, squadSlots: 3, offers: [] }));
      return undefined;
    });
    const offered = (viewed: boolean) =>
      testPlayer({
        mithril: 85,
        offers: [
          {
            id: 5,
            offerType: 'SQUAD_SLOT',
            viewed,
            expiresAt: game.now() + 2 * HOUR,
            creatureId: null,
            price: 60,
          },
        ],
      });
    game.applyInfo(testInfo(offered(false)));
    renderWithGame(game, <SlotOffers />);
    expect(screen.getByText('A squad slot ahead of your level')).toBeTruthy();
    expect(screen.getByText(/Ends in (2 h 0|1 h 59) min/)).toBeTruthy();
    await waitFor(() => expect(game.player.getState().player?.offers[0]?.viewed).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Take: 60 emeralds' }));
    await waitFor(() => expect(game.player.getState().player?.squadSlots).toBe(3));
    expect(requests.map((r) => r.path)).toContain('/api/progression/offer/5/take');
    expect(screen.queryByText('A squad slot ahead of your level')).toBeNull();
  });

  it('shows nothing when no slot is offered', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer()));
    const { container } = renderWithGame(game, <SlotOffers />);
    expect(container.textContent).toBe('');
  });
});
