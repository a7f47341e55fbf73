import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ownSiteAdapter } from '../../platform/adapter';
import { PLATFORM_TRAITS } from '../../platform/traits';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { PlatformLink } from './PlatformLink';

afterEach(cleanup);

describe('the platform account link on the account page', () => {
  it('shows whom the platform account opens and moves it here, remembering the remap', async () => {
    let moved = false;
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/platform/tg/search')
        return json(
          200,
          moved
            ? { found: { playerId: 7, name: 'Here', level: 3 }, yours: true }
            : { found: { playerId: 5, name: 'Elsewhere', level: 12 }, yours: false },
        );
      if (req.path === '/api/platform/tg/remap') {
        moved = true;
        return json(200, { playerId: 7, moved: true, from: 5 });
      }
      return undefined;
    });
    Object.defineProperty(game, 'platform', {
      value: {
        ...ownSiteAdapter(PLATFORM_TRAITS.tg),
        credentials: () => Promise.resolve({ payload: 'signed-init-data' }),
      },
    });
    game.applyInfo(testInfo(testPlayer()));
    renderWithGame(game, <PlatformLink />);
    expect(
      await screen.findByText('Your platform account opens Elsewhere (level 12).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open this character from the platform' }));
    expect(await screen.findByText('Your platform account opens this character.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/platform/tg/remap')?.body).toEqual({
      payload: 'signed-init-data',
    });
    expect(game.storage.get('usedRemap')).toBe(true);
    await waitFor(() =>
      expect(game.ui.getState().toasts.map((t) => t.text)).toContain(
        'The platform account now opens this character.',
      ),
    );
  });

  it('shows nothing on the own site', () => {
    const { game } = createTestGame(() => undefined);
    game.applyInfo(testInfo(testPlayer()));
    const { container } = renderWithGame(game, <PlatformLink />);
    expect(container.textContent).toBe('');
  });
});
