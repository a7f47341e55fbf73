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
import { testPlace } from '../../testing/roadFixtures';
import PortalOverlay from './PortalOverlay';

afterEach(cleanup);

const portal = testPlace({
  id: 4_194_400,
  placeType: 'PORTAL',
  guard: null,
  coordinate: 2010,
  stair: 21,
  gift: { kind: 'PORTAL', targetCoordinate: 1210 },
});
const offer = { percent: 20, chosen: false, used: false, endsAt: 0 };
const info = {
  placeId: portal.id,
  stair: 21,
  teleportStair: 13,
  price: 900,
  discountedPrice: null,
  offer,
  realmSteps: 10,
  caviar: 5.7,
};

describe('PortalOverlay (SPEC §7 Portals)', () => {
  it('offers the free way down and the realm, chooses the discount and opens it cheaper', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === `/api/portal/${portal.id}/info`) return json(200, info);
      if (req.path === api.worlds.portalDiscountChosen.url)
        return json(200, { ...offer, chosen: true });
      if (req.path === `/api/portal/${portal.id}/use`)
        return json(200, testPlayer({ gold: 280, contextId: -45 }));
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ gold: 1000 })));
    game.road.getState().setAnswer(
      {
        places: [portal],
        tiles: [],
        educations: [],
        minCoordinate: 0,
        maxCoordinate: 3000,
        controlType: 'ORIGINAL',
        effect: null,
      },
      { from: 0, to: 3000 },
      0,
    );
    game.road.getState().select(portal.id);
    game.ui.getState().open('portal');
    renderWithGame(game, <PortalOverlay />);
    await screen.findByText('Free: the portal carries you back to stair 13.');
    expect(screen.getByRole('button', { name: 'Open for 900 gold' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Choose the day's discount: 20%" }));
    const cheaper = await screen.findByRole('button', { name: 'Open for 720 gold (−20%)' });
    fireEvent.click(cheaper);
    await waitFor(() =>
      expect(requests.find((r) => r.path === `/api/portal/${portal.id}/use`)?.query).toEqual({
        discount: 'true',
      }),
    );
    await waitFor(() => expect(game.player.getState().player?.contextId).toBe(-45));
    expect(game.ui.getState().overlays).not.toContain('portal');
    expect(game.ui.getState().toasts.at(-1)?.text).toBe(
      'You stepped into the realm beyond the portal: every step counts',
    );
  });

  it('asks the player to walk up to a portal when none is chosen', async () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    renderWithGame(game, <PortalOverlay />);
    expect(await screen.findByText('Walk up to a portal on the road to use it.')).toBeTruthy();
  });
});
