import { api } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, json, renderWithGame, testInfo } from '../../testing/gameHarness';
import { OverlayHost } from '../OverlayHost';
import ConnectionOverlay from './ConnectionOverlay';
import UpdateOverlay from './UpdateOverlay';

afterEach(cleanup);

describe('overlay host and modal', () => {
  it('loads an overlay lazily; Esc closes it, leaving no overlay to block the canvas', async () => {
    const { game } = createTestGame();
    renderWithGame(game, <OverlayHost />);
    game.ui.getState().open('credits');
    const dialog = await screen.findByRole('dialog', { name: 'Credits' });
    expect(dialog.textContent).toMatch(/game-icons\.net.*CC BY 3\.0/);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(game.ui.getState().overlays).toEqual([]);
  });

  it('closes with the × button', async () => {
    const { game } = createTestGame();
    renderWithGame(game, <OverlayHost />);
    game.ui.getState().open('update');
    await screen.findByRole('dialog', { name: 'A new version is out' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(game.ui.getState().overlays).toEqual([]));
  });
});

describe('ConnectionOverlay (SPEC §8)', () => {
  it('says the game is unavailable and reconnects when the server answers again', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.tech.isConnectionExists.url) {
        return json(200, { exists: true, serverTimeMs: 1 });
      }
      if (req.path === api.player.infoCurrent.url) return json(200, testInfo());
      return undefined;
    });
    game.ui.getState().setGameStarted();
    game.applyInfo(testInfo());
    game.ui.getState().open('connection');
    renderWithGame(game, <ConnectionOverlay />);
    expect(screen.getByText('PLEASE WAIT A MINUTE')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect again' }));
    await waitFor(() => expect(game.ui.getState().overlays).toEqual([]));
    expect(requests.map((r) => r.path)).toEqual([
      api.tech.isConnectionExists.url,
      api.player.infoCurrent.url,
    ]);
  });

  it('stays, and says so, while the server is still away', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.tech.isConnectionExists.url
        ? Promise.reject(new TypeError('down'))
        : undefined,
    );
    game.ui.getState().setGameStarted();
    game.ui.getState().open('connection');
    renderWithGame(game, <ConnectionOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect again' }));
    await waitFor(() =>
      expect(game.ui.getState().toasts.at(-1)?.text).toBe(
        'No connection to the server. Try again in a moment.',
      ),
    );
    expect(game.ui.getState().overlays).toEqual(['connection']);
  });
});

describe('UpdateOverlay (SPEC §2)', () => {
  it('can be put off', () => {
    const { game } = createTestGame();
    game.ui.getState().open('update');
    renderWithGame(game, <UpdateOverlay />);
    expect(screen.getByText('Your app version is outdated, update through the store')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(game.ui.getState().overlays).toEqual([]);
  });
});
