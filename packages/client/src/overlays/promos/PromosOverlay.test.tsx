import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    if (req.path === '/api/bank/status') return json(200, { gemsBought: 300 });
    if (req.path === '/api/campaign/ad/reward')
      return json(200, { player: testPlayer({ tickets: 1 }), left: 2 });
    if (req.path === '/api/campaign/promo/redeem')
      return json(409, { code: 'PROMO_EXHAUSTED', message: 'This promo code has been used up' });
    return undefined;
  });
  game.applyInfo({ ...testInfo(testPlayer()), openCampaigns: ['GEMS_PLUS_50', 'CHEST'] });
  game.ui.getState().open('promos');
  renderWithGame(game, <PromosOverlay />);
  return { game, requests };
}

describe('PromosOverlay', () => {
  it('takes an offer its purchase earned once and drops it from the list', async () => {
    const { game } = setup();
    expect(screen.getAllByText('Silver chest')).toHaveLength(2);
    const row = screen.getByText('+50 emeralds').closest('li')!;
    await waitFor(() => expect(row.textContent).toContain('bought so far: 300'));
    fireEvent.click(within(row).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(screen.queryByText('+50 emeralds')).toBeNull());
    expect(game.player.getState().player?.mithril).toBe(50);
    expect(game.player.getState().info?.openCampaigns).toEqual(['CHEST']);
  });

  it('offers no Take for a gift whose purchase is not made: the button leads to the bank', async () => {
    const { game, requests } = setup();
    game.applyInfo({ ...testInfo(testPlayer()), openCampaigns: ['CHEST_3'] });
    const row = (await screen.findAllByText('Azure chest'))[0]!.closest('li')!;
    await waitFor(() => expect(row.textContent).toContain('1500 emeralds bought in the bank'));
    expect(within(row).queryByRole('button', { name: 'Take' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'To the bank' }));
    expect(game.ui.getState().overlays).toContain('bank');
    expect(requests.some((r) => r.path.startsWith('/api/campaign/use'))).toBe(false);
  });

  it('takes the daily ticket and says how many are left today', async () => {
    const { game } = setup();
    fireEvent.click(
      screen.getByRole('button', { name: 'Daily ticket: 1 wheel ticket, up to 3 a day' }),
    );
    await waitFor(() => expect(game.player.getState().player?.tickets).toBe(1));
    expect(game.ui.getState().toasts.map((x) => x.text)).toContain(
      '+1 wheel ticket! Left today: 2',
    );
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
