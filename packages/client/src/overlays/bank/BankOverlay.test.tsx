import type { BankStatusDto, PaymentDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  TEST_NOW,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { installWalletSync } from '../../realtime/wallet';
import BankOverlay from './BankOverlay';

afterEach(cleanup);

const pack = {
  id: 'gems_700',
  name: 'Casket of emeralds',
  price: 999,
  currency: 'USD',
  bought: 700,
  packBonus: 70,
  saleBonus: 210,
  firstBonus: 700,
  statusBonus: 0,
  gems: 1680,
  goldTickets: 7,
  onSale: true,
} as const;

function status(patch: Partial<BankStatusDto> = {}): BankStatusDto {
  return {
    currency: 'USD',
    packs: [pack],
    idToStore: 'gems_700',
    sale: {
      active: true,
      startsAt: 0,
      endsAt: TEST_NOW + 3_600_000,
      percent: 30,
      packIds: ['gems_700'],
    },
    providers: [{ id: 'test', test: true }],
    gemsBought: 2000,
    firstPurchase: true,
    bonusStatus: 'silver',
    nextStatus: { id: 'gold', missing: 3000 },
    nextChest: { at: 3000, chest: 'silver', missing: 1000 },
    ...patch,
  };
}

const payment = (state: PaymentDto['state']): PaymentDto => ({
  id: 41,
  payerId: 7,
  receiverId: 7,
  provider: 'test',
  packId: 'gems_700',
  price: 999,
  currency: 'USD',
  gems: state === 'STARTED' ? 0 : 1680,
  goldTickets: 7,
  state,
  test: true,
  createdAt: 0,
});

function setup(bank: BankStatusDto = status(), player = testPlayer({ mithril: 5 })) {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/bank/status') return json(200, bank);
    if (req.path === '/api/bank/order')
      return json(200, { payment: payment('STARTED'), redirectUrl: '/?bankPayment=41&testPay=41' });
    if (req.path === '/api/bank/test/pay/41') return json(200, payment('GEMS_GRANTED'));
    if (req.path === '/api/bank/payment/41/take') return json(200, payment('GEMS_TAKEN'));
    return undefined;
  });
  game.applyInfo(testInfo(player));
  game.ui.getState().open('bank');
  renderWithGame(game, <BankOverlay />);
  return { game, requests };
}

describe('BankOverlay', () => {
  it('lists packs with their badges, the status, the next chest and the sale', async () => {
    setup();
    const row = (await screen.findByText('1680 emeralds')).closest('li')!;
    expect(within(row).getByText('First purchase ×2: +700')).toBeTruthy();
    expect(within(row).getByText('Sale +210')).toBeTruthy();
    expect(within(row).getByText('+7 gold tickets')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Buy 1680 emeralds for $9.99' })).toBeTruthy();
    expect(screen.getByText('Bonus status: silver')).toBeTruthy();
    expect(screen.getByText('Silver chest in 1000 emeralds bought')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Emeralds bought towards the next chest' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Sale! \+30% emeralds/)).toBeTruthy();
  });

  it('buys through the test provider, toasts the arrival and marks it taken', async () => {
    const { game, requests } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Buy 1680/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Test provider: no real money' }));
    const page = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(page).getByText(/no money is charged/)).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: 'Pay $9.99 (test)' }));
    await waitFor(() =>
      expect(game.ui.getState().toasts.map((t) => t.text)).toContain(
        '+1680 emeralds have arrived!',
      ),
    );
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/bank/payment/41/take'));
    const order = requests.find((r) => r.path === '/api/bank/order')!;
    expect(order.body).toEqual({ packId: 'gems_700', provider: 'test', currency: 'RUB' });
  });

  it('offers the payment method chosen in the settings first (SPEC §2)', async () => {
    const providers = [
      { id: 'stripe', test: false },
      { id: 'yookassa', test: false },
      { id: 'test', test: true },
    ] as const;
    setup(status({ providers: [...providers] }), testPlayer({ paymentMethod: 'yookassa' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Buy 1680/ }));
    const dialog = screen.getByRole('dialog', { name: 'How do you want to pay?' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.slice(0, 3)).toEqual([
      'YooKassa (cards, SBP, wallets)',
      'Bank card (Stripe)',
      'Test provider: no real money',
    ]);
    expect(
      within(dialog).getByText('Your payment method: YooKassa (cards, SBP, wallets)'),
    ).toBeTruthy();
  });

  it('marks the wheel and the chests while something waits there (SPEC §3 campaign types)', async () => {
    const { game } = setup();
    game.applyInfo({ ...testInfo(testPlayer()), campaignTypes: ['wheel'] });
    const wheel = await screen.findByRole('button', { name: /^Wheel of fortune/ });
    expect(within(wheel).getByLabelText('A reward is waiting')).toBeTruthy();
    const chests = screen.getByRole('button', { name: /^Chests/ });
    expect(within(chests).queryByLabelText('A reward is waiting')).toBeNull();
  });

  it('says so when the server offers no way to pay', async () => {
    setup(status({ providers: [] }));
    expect(await screen.findByText('Payments are not available on this server.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Buy/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes pushed balances into the player', () => {
    const { game } = setup();
    const off = installWalletSync(game);
    game.notifications.emit('WALLET', {
      gold: 100,
      crystal: 0,
      elixir: 0,
      mithril: 1685,
      sulfur: 0,
      caviar: 0,
      tickets: 7,
      goodPoints: 0,
      evilPoints: 0,
      tokens: 0,
      amethyst: 0,
      gears: 0,
      goldCrystal: 0,
      eventCurrency: 0,
    });
    off();
    expect(game.player.getState().player).toMatchObject({ mithril: 1685, tickets: 7 });
  });
});
