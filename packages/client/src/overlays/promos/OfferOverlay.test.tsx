import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  TEST_NOW,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { OfferChip } from '../../ui/road/OfferChip';
import OfferOverlay from './OfferOverlay';

afterEach(cleanup);

const campaign = {
  campaign: 'GEMS_PLUS_50',
  name: '+50 emeralds',
  gems: 50,
  tickets: 0,
  chest: null,
} as const;

function setup(window: unknown, gemsBought = 300) {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/bank/status') return json(200, { gemsBought });
    if (req.path === '/api/campaign/offer/window') return json(200, window);
    if (req.path.startsWith('/api/campaign/offer/seen/'))
      return json(200, { sale: null, campaign: null });
    if (req.path === '/api/campaign/use/GEMS_PLUS_50')
      return json(200, testPlayer({ id: 4, level: 3, mithril: 50 }));
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ id: 4, level: 3 })));
  return { game, requests };
}

describe('the offer window', () => {
  it('shows a campaign not seen yet, remembers it seen, and takes it', async () => {
    const { game, requests } = setup({ sale: null, campaign });
    game.ui.getState().open('offer');
    renderWithGame(game, <OfferOverlay />);
    await screen.findByText('+50 emeralds');
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain('/api/campaign/offer/seen/GEMS_PLUS_50'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Take' }));
    await waitFor(() => expect(game.ui.getState().overlays).toEqual([]));
    expect(game.player.getState().player?.mithril).toBe(50);
  });

  it('leads to the bank, not to a Take, while the purchase a campaign comes with is not made', async () => {
    const { game, requests } = setup({ sale: null, campaign }, 0);
    game.ui.getState().open('offer');
    renderWithGame(game, <OfferOverlay />);
    expect(await screen.findByText(/bought so far: 0/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'To the bank' }));
    expect(game.ui.getState().overlays).toEqual(['bank']);
    expect(requests.some((r) => r.path.startsWith('/api/campaign/use'))).toBe(false);
  });

  it('shows the running sale first and leads to the bank', async () => {
    const { game, requests } = setup({
      sale: { percent: 30, endsAt: TEST_NOW + 3 * 3600_000 },
      campaign,
    });
    game.ui.getState().open('offer');
    renderWithGame(game, <OfferOverlay />);
    expect(await screen.findByText(/carry 30% more emeralds/)).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain('/api/campaign/offer/seen/SALE'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'To the bank' }));
    expect(game.ui.getState().overlays).toEqual(['bank']);
  });

  it('has a chip on the road while something waits, which opens the window', async () => {
    const { game } = setup({
      sale: { percent: 30, endsAt: TEST_NOW + 3600_000 },
      campaign: null,
    });
    renderWithGame(game, <OfferChip />);
    fireEvent.click(await screen.findByRole('button', { name: /Sale \+30%/ }));
    expect(game.ui.getState().overlays).toEqual(['offer']);
  });

  it('has no chip below level 3 or with nothing to show', async () => {
    const { game, requests } = setup({ sale: null, campaign: null });
    renderWithGame(game, <OfferChip />);
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain('/api/campaign/offer/window'),
    );
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const low = setup({ sale: null, campaign });
    low.game.applyInfo(testInfo(testPlayer({ id: 4, level: 2 })));
    renderWithGame(low.game, <OfferChip />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(low.requests.map((r) => r.path)).not.toContain('/api/campaign/offer/window');
  });
});
