import { api } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayingGame, json, renderWithGame } from '../../testing/gameHarness';
import { CardsPanel } from './CardsPanel';

afterEach(cleanup);

describe('the cards panel', () => {
  it('prices the golden evolution card in gold crystals and names their shortage', async () => {
    const { game, requests } = createPlayingGame({ goldCrystal: 2 }, (req) => {
      if (req.path === api.shops.cards.url) return json(200, { cards: {} });
      if (req.path === api.shops.buyCard.url)
        return json(400, { code: 'NOT_ENOUGH_GOLD_CRYSTALS', message: 'Not enough gold crystals' });
      return undefined;
    });
    renderWithGame(game, <CardsPanel />);
    expect(await screen.findByText('You have 2 gold crystals')).toBeTruthy();
    const row = screen.getByText('Golden Evolution Card').closest('li')!;
    const buy = within(row).getByRole('button', { name: '3 gold crystals' });
    expect(buy.querySelector('[data-currency="GOLD_CRYSTAL"] svg')).not.toBeNull();
    // The other cards keep their emerald price.
    const elephant = screen.getByText('Elephant Card').closest('li')!;
    expect(within(elephant).getByRole('button', { name: '30 emeralds' })).toBeTruthy();

    fireEvent.click(buy);
    await waitFor(() =>
      expect(game.ui.getState().toasts.map((x) => x.text)).toContain('Not enough gold crystals'),
    );
    const sent = requests.find((r) => r.path === api.shops.buyCard.url)!.body as {
      cardId: string;
    };
    expect(sent.cardId).toBe('card_evo_gold');
    expect(game.player.getState().player!.goldCrystal).toBe(2);
  });
});
