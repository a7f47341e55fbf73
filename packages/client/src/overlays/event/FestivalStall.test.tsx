import { api } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { FestivalStall } from './FestivalStall';

afterEach(cleanup);

describe('the festival stall', () => {
  it('shows the coins, buys what they reach and leaves the rest disabled', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path === api.story.stallBuy.url
        ? json(200, testPlayer({ eventCurrency: 2, amethyst: 10 }))
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ eventCurrency: 12 })));
    renderWithGame(game, <FestivalStall />);
    expect(screen.getByText('You have: 12 festival coins')).toBeTruthy();
    const tokens = screen.getByRole('button', { name: 'Buy for 25 festival coins' });
    expect((tokens as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 10 festival coins' }));
    await waitFor(() => expect(screen.getByText('You have: 2 festival coins')).toBeTruthy());
    const sent = requests.find((r) => r.path === api.story.stallBuy.url)!.body as {
      goodId: string;
      requestId: string;
    };
    expect(sent.goodId).toBe('stall_amethysts');
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(game.ui.getState().toasts.map((x) => x.text)).toContain('Bought: 10 amethysts');
  });
});
