import { api } from '@heroroad/protocol';
import { FACTION_GOODS } from '@heroroad/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import FactionShopOverlay from './FactionShopOverlay';

afterEach(cleanup);

describe('FactionShopOverlay (SPEC §2 faction shop)', () => {
  it("shows each faction's points and wares, and buys a lot for that faction's points", async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.faction.shop.url)
        return json(200, { orderPoints: 25, shadowPoints: 1, goods: FACTION_GOODS });
      if (req.path === api.faction.buy.url) return json(200, testPlayer({ goodPoints: 5 }));
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <FactionShopOverlay />);
    await screen.findByText(/Koschei's Egg × 1/);
    expect(screen.getByRole('region', { name: 'The Order' }).textContent).toContain('25');
    const egg = screen.getByText(/Koschei's Egg × 1/).closest('li')!;
    fireEvent.click(egg.querySelector('button')!);
    await waitFor(() =>
      expect(requests.find((r) => r.path === api.faction.buy.url)?.body).toEqual({
        goodId: 'order_egg',
        lots: 1,
      }),
    );
    await waitFor(() => expect(game.player.getState().player?.goodPoints).toBe(5));
    expect(game.ui.getState().toasts.at(-1)?.text).toBe('Bought: it is in the backpack');
  });
});
