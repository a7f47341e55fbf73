import { api } from '@heroroad/protocol';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SceneRequest } from '../model/scenes';
import { createTestGame, json, renderWithGame, testInfo, testPlayer } from '../testing/gameHarness';
import { LoadingStatus } from './LoadingStatus';
import { iconBody } from '../assets/icons';
import { ROAD_PANEL_ICONS, SceneChrome } from './SceneChrome';

afterEach(cleanup);

/** The road's menu bar of a player of `level`. */
function roadMenuOfLevel(level: number): HTMLElement {
  const { game } = createTestGame();
  game.applyInfo(testInfo(testPlayer({ level })));
  game.ui.getState().setScene('road');
  renderWithGame(game, <SceneChrome />);
  return screen.getByRole('navigation', { name: 'Game menu' });
}

describe('scene controls', () => {
  it("asks for the road panels' icons as the road comes, before it settles", async () => {
    const asked: string[] = [];
    const fetching = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"><g id="i"></g></svg>');
    });
    try {
      const { game } = createTestGame();
      game.applyInfo(testInfo(testPlayer({ level: 1 })));
      game.ui.getState().setScene('road');
      expect(game.ui.getState().sceneSettled).toBe(false);
      renderWithGame(game, <SceneChrome />);
      // Each is here already (an earlier test drew it) or is asked for now.
      for (const name of ROAD_PANEL_ICONS) {
        await waitFor(() =>
          expect(iconBody(name) !== undefined || asked.some((a) => a.includes(name))).toBe(true),
        );
      }
    } finally {
      fetching.mockRestore();
    }
  });

  it('welcomes a visitor and starts a guest at once', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.security.registerTrial.url) {
        return json(
          200,
          { playerId: 3, accessLevel: 'TRIAL' },
          { jsession: 'G', authorization: 'G' },
        );
      }
      if (req.path === api.player.infoCurrent.url) {
        return json(200, testInfo(testPlayer({ id: 3, accessLevel: 'TRIAL' })));
      }
      return undefined;
    });
    game.ui.getState().setScene('characterSelection');
    renderWithGame(game, <SceneChrome />);
    fireEvent.click(screen.getByRole('button', { name: 'Play as a guest' }));
    await waitFor(() => expect(game.player.getState().player?.id).toBe(3));
    expect(requests.map((r) => r.path)).toEqual([
      api.security.registerTrial.url,
      api.player.infoCurrent.url,
    ]);
    expect(game.session.authorization).toBe('G');
    expect(game.ui.getState().toasts.at(-1)?.text).toBe('Your journey begins!');
  });

  it.each([
    [1, ['Heroes', 'Backpack', 'Tasks', 'Bank', 'Music', 'Account', 'Help', 'Settings']],
    [4, ['Heroes', 'Backpack', 'Tasks', 'Bank', 'Arena', 'Music', 'Account', 'Help', 'Settings']],
    [
      8,
      [
        'Heroes',
        'Backpack',
        'Tasks',
        'Bank',
        'Arena',
        'Clan',
        'Music',
        'Account',
        'Help',
        'Settings',
      ],
    ],
  ])('shows the road menu of level %d (arena from 4, clan from 8)', (level, labels) => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ level })));
    game.ui.getState().setScene('road');
    renderWithGame(game, <SceneChrome />);
    const nav = screen.getByRole('navigation', { name: 'Game menu' });
    expect([...nav.querySelectorAll('button')].map((b) => b.textContent)).toEqual(labels);
  });

  it('shows the menu icons alone when a label would not fit its button, its name kept', () => {
    // The test's page has no layout: a label is as wide as its text says, its button 40 px.
    const widths = (el: HTMLElement) =>
      el.classList.contains('menu-label') ? (el.textContent ?? '').length * 7 : 0;
    const scroll = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return widths(this);
      });
    const client = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('menu-label') ? 40 : 0;
      });
    try {
      const nav = roadMenuOfLevel(8);
      // "Settings" (8 letters, 56 px) does not fit 40 px: no label shows, none is broken.
      expect(nav.classList.contains('menu-bar-icons')).toBe(true);
      expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });

  it('keeps the menu labels where every one fits', () => {
    expect(roadMenuOfLevel(8).classList.contains('menu-bar-icons')).toBe(false);
  });

  it('marks the tasks button while a reward waits', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ haveCompletedTasks: false })));
    game.ui.getState().setScene('road');
    renderWithGame(game, <SceneChrome />);
    const tasks = () => screen.getByRole('button', { name: 'Tasks' });
    expect(tasks().getAttribute('aria-description')).toBeNull();
    act(() => game.applyPlayer(testPlayer({ haveCompletedTasks: true })));
    // The button keeps its name; what waits is its description, and the dot is drawn beside it.
    expect(tasks().getAttribute('aria-description')).toBe('A reward is waiting');
    expect(tasks().querySelector('.menu-dot')).toBeTruthy();
  });

  it('asks for the cloud screen on the way to the heroes', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    game.ui.getState().setScene('road');
    const scenes: SceneRequest[] = [];
    game.bus.on('scene:go', (r) => scenes.push(r));
    renderWithGame(game, <SceneChrome />);
    fireEvent.click(screen.getByRole('button', { name: 'Heroes' }));
    expect(scenes).toEqual([{ key: 'creature', params: {}, transition: 'clouds' }]);
  });

  it('offers the way back to the road from other scenes', () => {
    const { game } = createTestGame();
    game.ui.getState().setScene('music');
    const scenes: SceneRequest[] = [];
    game.bus.on('scene:go', (r) => scenes.push(r));
    renderWithGame(game, <SceneChrome />);
    fireEvent.click(screen.getByRole('button', { name: 'To the road' }));
    expect(scenes).toEqual([{ key: 'road', params: undefined }]);
  });
});

describe('LoadingStatus', () => {
  it('reports the bar value 10 + 0.9p', () => {
    const { game } = createTestGame();
    game.ui.getState().setLoadPercent(50);
    renderWithGame(game, <LoadingStatus />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('55');
    expect(bar.getAttribute('aria-valuetext')).toBe('loading 55%');
  });
});
