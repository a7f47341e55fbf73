import type { AccessLevel } from '@heroroad/rules';
import type { PaymentDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { staffPanel } from '../../stores/staffStore';
import StaffOverlay from './StaffOverlay';

afterEach(() => {
  cleanup();
  staffPanel.getState().show(null);
});

const buyer = {
  id: 9,
  name: 'Buyer',
  level: 12,
  accessLevel: 'PLAYER',
  role: 'player',
  registered: true,
  createdAt: 1,
};
const card = {
  player: buyer,
  stair: 4,
  bestVictoryStair: 3,
  clanId: null,
  mailOrPhone: null,
  sources: ['tg'],
  sessions: [],
  bans: [],
  activeBans: [],
  renameRequired: false,
  payments: { count: 3, gemsBought: 300 },
};
const payment = (id: number, provider: PaymentDto['provider'], state: PaymentDto['state']) => ({
  id,
  payerId: 9,
  receiverId: 9,
  provider,
  packId: 'gems_100',
  price: provider === 'tg' ? 77 : 14,
  currency: provider === 'tg' ? 'XTR' : 'VOTE',
  gems: 100,
  goldTickets: 0,
  state,
  test: false,
  createdAt: id,
});
const REFUND = '/api/platform/tg/refund';

/** Opens the buyer's card and its payments, the server answering with `refund` for refunds. */
async function openPayments(level: AccessLevel, refund: () => ReturnType<typeof json>) {
  let refunded = false;
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/moderation/player/search') return json(200, [buyer]);
    if (req.path === '/api/moderation/player/9') return json(200, card);
    if (req.path === '/api/tech/player/9/payments')
      return json(200, [
        payment(7, 'tg', refunded ? 'REFUNDED' : 'GEMS_TAKEN'),
        payment(6, 'tg', 'REFUNDED'),
        payment(5, 'vk', 'GEMS_GRANTED'),
      ]);
    if (req.path === REFUND) {
      refunded = true;
      return refund();
    }
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ accessLevel: level })));
  game.ui.getState().open('staff');
  renderWithGame(game, <StaffOverlay />);
  fireEvent.change(screen.getByLabelText('Nickname or id'), { target: { value: 'Buyer' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  fireEvent.click(await screen.findByRole('button', { name: /Buyer/ }));
  fireEvent.click(await screen.findByText(/^Payments ·/));
  await screen.findByText(/#5 ·/);
  return { game, requests };
}

/** Asks for the refund with a reason, through the confirmation. */
function refundWithReason(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Refund in Telegram' }));
  const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
  expect(next.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Why the payment is refunded'), {
    target: { value: '  ' },
  });
  expect(next.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Why the payment is refunded'), {
    target: { value: reason },
  });
  fireEvent.click(next);
  expect(
    screen.getByText(
      'Refund payment #7 in Telegram? The buyer gets the Stars back and the emeralds are taken back.',
    ),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
}

describe('a Telegram refund from the player card', () => {
  it('is offered for the paid Telegram payment only, asks a reason, confirms and reloads', async () => {
    const { game, requests } = await openPayments('ADMIN', () =>
      json(200, { paymentId: 7, state: 'REFUNDED', debt: 0 }),
    );
    expect(screen.getAllByRole('button', { name: 'Refund in Telegram' })).toHaveLength(1);
    expect(screen.getByText(/#7 · 77 Stars · .* · seen by the player$/)).toBeTruthy();
    expect(screen.getByText(/#5 · 14 votes · /)).toBeTruthy();
    refundWithReason(' buyer asked support ');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Refund in Telegram' })).toBeNull(),
    );
    expect(requests.filter((r) => r.path === REFUND).map((r) => r.body)).toEqual([
      { paymentId: 7, reason: 'buyer asked support' },
    ]);
    expect(screen.getByText(/#7 ·.*refunded/)).toBeTruthy();
    expect(game.ui.getState().toasts.map((t) => t.text)).toContain('Payment #7 refunded');
  });

  it('shows the translated error when Telegram already refunded it', async () => {
    const { game } = await openPayments('ADMIN', () =>
      json(409, { code: 'PLATFORM_ALREADY_REFUNDED' }),
    );
    refundWithReason('charge disputed');
    await waitFor(() =>
      expect(game.ui.getState().toasts.map((t) => t.text)).toContain(
        'The platform has already refunded this purchase',
      ),
    );
    // The server brought the order in line: the list shows it refunded.
    await waitFor(() => expect(screen.getByText(/#7 ·.*refunded/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Refund in Telegram' })).toBeNull();
  });

  it('is not offered to moderators, whom the endpoint refuses', async () => {
    await openPayments('MODERATOR', () => json(403, { code: 'FORBIDDEN' }));
    expect(screen.queryByRole('button', { name: 'Refund in Telegram' })).toBeNull();
  });
});
