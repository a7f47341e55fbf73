import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import PromosOverlay from './PromosOverlay';

afterEach(cleanup);

function setup() {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/campaign/use/GEMS_PLUS_50')
      return json(200, testPlayer({ mithril: 50 }));
    if (req.path === '/api/campaign/promo/redeem')
      return json(409, { code: 'PROMO_EXHAUSTED', message: 'This promo code has been used up' });
    return undefined;
  });
  game.applyInfo({ ...testInfo(testPlayer()), campaignTypes: ['GEMS_PLUS_50', 'CHEST'] });
  game.ui.getState().open('promos');
  renderWithGame(game, <PromosOverlay />);
  return { game, requests };
}

describe('PromosOverlay', () => {
  it('takes an open offer once and drops it from the list', async () => {
    const { game } = setup();
    expect(screen.getAllByText('Silver chest')).toHaveLength(2);
    const row = screen.getByText('+50 emeralds').closest('li')!;
    fireEvent.click(row.querySelector('button')!);
    await waitFor(() => expect(screen.queryByText('+50 emeralds')).toBeNull());
    expect(game.player.getState().player?.mithril).toBe(50);
    expect(game.player.getState().info?.campaignTypes).toEqual(['CHEST']);
  });

  it("shows the server's refusal of a promo code under the field", async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'WINTER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This promo code has been used up')).toBeTruthy();
  });
});

describe('PromosOverlay referral entry', () => {
  it('says how many emeralds wait from the referral program', () => {
    const { game } = createTestGame();
    game.applyInfo({
      ...testInfo(testPlayer()),
      referralBonus: { startBonus: 50, refBonus: 245, refClanBonus: 0 },
    });
    renderWithGame(game, <PromosOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite friends: 295 emeralds wait' }));
    expect(game.ui.getState().overlays).toEqual(['referral']);
  });
});
