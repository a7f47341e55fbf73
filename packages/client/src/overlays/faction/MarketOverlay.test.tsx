import { api } from '@heroroad/protocol';
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
import MarketOverlay from './MarketOverlay';

afterEach(cleanup);

describe('MarketOverlay (SPEC §2 market)', () => {
  it("offers today's bundles, buys one for gold and shows it bought", async () => {
    let sold = false;
    const lot = (slot: number, consumableId: string) => ({
      slot,
      consumableId,
      count: 5,
      price: 75,
      bought: slot === 0 && sold,
    });
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.faction.market.url)
        return json(200, {
          endsAt: TEST_NOW + 3_600_000,
          lots: [lot(0, 'potion_small'), lot(1, 'scroll_perun')],
        });
      if (req.path === api.faction.marketBuy.url) {
        sold = true;
        return json(200, testPlayer({ gold: 25 }));
      }
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <MarketOverlay />);
    const row = (await screen.findByText(/Plantain Draught × 5/)).closest('li')!;
    fireEvent.click(row.querySelector('button')!);
    await waitFor(() =>
      expect(requests.find((r) => r.path === api.faction.marketBuy.url)?.body).toEqual({ slot: 0 }),
    );
    await screen.findByText('Bought today');
    expect(game.player.getState().player?.gold).toBe(25);
  });
});
