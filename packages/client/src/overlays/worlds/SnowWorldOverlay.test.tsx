import { api, type SnowStateDto } from '@heroroad/protocol';
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
import SnowWorldOverlay from './SnowWorldOverlay';

afterEach(cleanup);

const state = (patch: Partial<SnowStateDto> = {}): SnowStateDto => ({
  unlockedBy: 'CAMPAIGN',
  difficulties: [
    { id: 'EASY', minLevel: 6, steps: 15, open: true },
    { id: 'STANDARD', minLevel: 12, steps: 12, open: true },
    { id: 'HARD', minLevel: 20, steps: 10, open: false },
    { id: 'INCREDIBLE', minLevel: 30, steps: 8, open: false },
  ],
  returnAt: 0,
  visits: 0,
  world: 'ROAD',
  difficulty: null,
  stepsLeft: null,
  ...patch,
});

describe('SnowWorldOverlay (SPEC §1, §4 snow world)', () => {
  it('lists the difficulties, enters an open one and closes', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.worlds.snowState.url) return json(200, state());
      if (req.path === api.worlds.snowEnter.url) return json(200, testPlayer({ contextId: -9 }));
      return undefined;
    });
    game.applyInfo(testInfo());
    game.ui.getState().open('snowWorld');
    renderWithGame(game, <SnowWorldOverlay />);
    const hard = (await screen.findByText('Hard')).closest('li')!;
    expect(hard.textContent).toContain('Opens at level 20');
    expect(hard.querySelector('button')!.disabled).toBe(true);
    const standard = screen.getByText('Standard').closest('li')!;
    expect(standard.textContent).toContain('12 steps a visit');
    fireEvent.click(standard.querySelector('button')!);
    await waitFor(() =>
      expect(requests.find((r) => r.path === api.worlds.snowEnter.url)?.body).toEqual({
        difficulty: 'STANDARD',
      }),
    );
    await waitFor(() => expect(game.player.getState().player?.contextId).toBe(-9));
    expect(game.ui.getState().overlays).not.toContain('snowWorld');
  });

  it('while locked, says how to unlock it, shuts the doors and takes the pass right here', async () => {
    let unlockedBy: SnowStateDto['unlockedBy'] = 'NONE';
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.worlds.snowState.url) return json(200, state({ unlockedBy }));
      if (req.path === '/api/campaign/use/SNOW_WORLD') {
        unlockedBy = 'CAMPAIGN';
        return json(200, testPlayer({ tickets: 5 }));
      }
      return undefined;
    });
    game.applyInfo({ ...testInfo(), openCampaigns: ['CHEST', 'SNOW_WORLD'] });
    game.ui.getState().open('snowWorld');
    renderWithGame(game, <SnowWorldOverlay />);
    const lock = await screen.findByRole('region', { name: 'The snow world is locked' });
    expect(lock.textContent).toContain('“Snow world pass and tickets” campaign');
    expect(lock.textContent).toContain('a clan that has built the Snow world');
    for (const b of screen.getAllByRole('button', { name: 'Enter' }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Take the pass' }));
    // Taken through the campaigns' own call, without a trip to the campaigns window.
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain('/api/campaign/use/SNOW_WORLD'),
    );
    expect(game.ui.getState().overlays).not.toContain('promos');
    // Then the state is asked again and the doors open.
    expect(await screen.findByText(/Open to you for good/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The snow world is locked' })).toBeNull();
    expect(game.player.getState().info?.openCampaigns).toEqual(['CHEST']);
    expect(game.ui.getState().toasts.map((t) => t.text)).toContain(
      'Taken: Snow world pass and tickets',
    );
    const easy = screen.getByText('Easy').closest('li')!;
    expect(easy.querySelector('button')!.disabled).toBe(false);
  });

  it('names the clan when the clan building opened it', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.worlds.snowState.url ? json(200, state({ unlockedBy: 'CLAN' })) : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <SnowWorldOverlay />);
    expect(await screen.findByText(/through your clan's Snow world building/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take the pass' })).toBeNull();
  });

  it('tells the wait before the next visit and keeps the doors shut', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.worlds.snowState.url
        ? json(200, state({ returnAt: TEST_NOW + 2 * 3600 * 1000 + 60_000 }))
        : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <SnowWorldOverlay />);
    expect(await screen.findByText(/^You can return in 2 h/)).toBeTruthy();
    for (const b of screen.getAllByRole('button', { name: 'Enter' }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it('in a visit, shows the steps left and the way back to the road', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.worlds.snowState.url)
        return json(200, state({ world: 'SNOW', difficulty: 'EASY', stepsLeft: 4, visits: 1 }));
      if (req.path.startsWith('/api/turn/back/')) return json(200, testPlayer({ contextId: 0 }));
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ contextId: -1 })));
    game.ui.getState().open('snowWorld');
    renderWithGame(game, <SnowWorldOverlay />);
    expect(await screen.findByText('Steps left: 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the main road' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/turn/back/-1')).toBe(true));
    await waitFor(() => expect(game.ui.getState().overlays).not.toContain('snowWorld'));
  });
});
