import type { BankStatusDto, PlatformSettingsDto } from '@heroroad/protocol';
import { platformCatalogue } from '@heroroad/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownSiteAdapter, type PlatformAdapter } from '../../platform/adapter';
import { PLATFORM_TRAITS } from '../../platform/traits';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import BankOverlay from './BankOverlay';

afterEach(cleanup);

const bank: BankStatusDto = {
  currency: 'RUB',
  packs: [
    {
      id: 'gems_100',
      name: 'Handful of emeralds',
      price: 9900,
      currency: 'RUB',
      bought: 100,
      packBonus: 0,
      saleBonus: 0,
      firstBonus: 0,
      statusBonus: 0,
      gems: 100,
      goldTickets: 0,
      onSale: false,
    },
  ],
  idToStore: 'gems_100',
  sale: { active: false, startsAt: 0, endsAt: 0, percent: 0, packIds: [] },
  // The platform sells the packs: the bank's own providers are not offered there.
  providers: [],
  gemsBought: 0,
  firstPurchase: false,
  bonusStatus: null,
  nextStatus: null,
  nextChest: null,
};

async function onVk(lang: 'EN' | 'RU') {
  const settings: PlatformSettingsDto = {
    source: 'vk',
    signIn: 'platform',
    payments: true,
    prices: [...platformCatalogue('vk')],
    appId: '51',
    botName: null,
    appName: null,
  };
  const { game } = createTestGame((req) => {
    if (req.path === '/api/bank/status') return json(200, bank);
    if (req.path === '/api/platform/vk/settings') return json(200, settings);
    return undefined;
  });
  const purchase = vi.fn<PlatformAdapter['purchase']>(async () => 'paid');
  const vk: PlatformAdapter = {
    ...ownSiteAdapter(PLATFORM_TRAITS.vk),
    sellsPacks: () => true,
    purchase,
  };
  Object.defineProperty(game, 'platform', { value: vk });
  await game.setLanguage(lang);
  game.applyInfo(testInfo(testPlayer({ id: 7, lang })));
  game.ui.getState().open('bank');
  renderWithGame(game, <BankOverlay />);
  return { game, purchase };
}

describe('the bank on a platform that sells the packs', () => {
  it('prices the packs in votes and pays only through the platform (EN)', async () => {
    const { purchase } = await onVk('EN');
    const buy = await screen.findByRole('button', { name: 'Buy 100 emeralds for 14 votes' });
    expect(buy.textContent).toBe('14 votes');
    expect(screen.queryByText('Payments are not available on this server.')).toBeNull();
    fireEvent.click(buy);
    const dialog = screen.getByRole('dialog', { name: 'How do you want to pay?' });
    const pay = within(dialog).getByRole('button', { name: 'Pay 14 votes' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay 14 votes', 'Cancel']);
    fireEvent.click(pay);
    await waitFor(() => expect(purchase).toHaveBeenCalledOnce());
    expect(purchase.mock.calls[0]![0]).toMatchObject({
      packId: 'gems_100',
      amount: 14,
      currency: 'VOTE',
      playerId: 7,
    });
  });

  it('writes the price with the Russian plural (RU)', async () => {
    await onVk('RU');
    const buy = await screen.findByRole('button', { name: /14 голосов$/ });
    expect(buy.textContent).toBe('14 голосов');
  });
});
