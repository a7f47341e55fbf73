import { api } from '@heroroad/protocol';
import { PORTAL_GOODS } from '@heroroad/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import PortalShopOverlay from './PortalShopOverlay';

afterEach(cleanup);

describe('PortalShopOverlay (SPEC §2 portal shop)', () => {
  it('shows the caviar and the wares, and buys one for caviar', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.worlds.portalShop.url)
        return json(200, { caviar: 30, goods: PORTAL_GOODS });
      if (req.path === api.worlds.portalBuy.url) return json(200, testPlayer({ caviar: 15 }));
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <PortalShopOverlay />);
    await screen.findByText(/Scroll of Morozko × 2/);
    expect(screen.getByRole('region', { name: 'Wares for caviar' }).textContent).toContain(
      'You have 30 caviar',
    );
    const frost = screen.getByText(/Scroll of Morozko × 2/).closest('li')!;
    fireEvent.click(frost.querySelector('button')!);
    await waitFor(() =>
      expect(requests.find((r) => r.path === api.worlds.portalBuy.url)?.body).toEqual({
        goodId: 'portal_frost',
        lots: 1,
      }),
    );
    await waitFor(() => expect(game.player.getState().player?.caviar).toBe(15));
  });
});
