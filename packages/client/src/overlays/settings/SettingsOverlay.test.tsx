import { api } from '@heroroad/protocol';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import SettingsOverlay from './SettingsOverlay';

afterEach(cleanup);

describe('SettingsOverlay (SPEC §2)', () => {
  it('saves the sound setting, spinning while the request runs', async () => {
    let release: (r: Response) => void = () => undefined;
    const { game, requests } = createTestGame((req) =>
      req.path === api.player.updateSoundMute.url
        ? new Promise<Response>((resolve) => (release = resolve))
        : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    fireEvent.click(screen.getByRole('radio', { name: 'Off' }));
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Sound' }).getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    expect(requests[0]?.body).toEqual({ soundMute: true });
    await act(async () => release(json(200, testPlayer({ soundMute: true }))));
    await waitFor(() => expect(game.settings.getState().soundMuted).toBe(true));
    expect(screen.getByRole('radio', { name: 'Off' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches interface style, quality and language through the player', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.player.uiSwitch.url) {
        return json(200, testPlayer({ interfaceMode: 'MODERN' }));
      }
      if (req.path === '/api/player/set/quality/HIGH')
        return json(200, testPlayer({ quality: 'HIGH' }));
      if (req.path === '/api/player/lang/switch/RU') return json(200, testPlayer({ lang: 'RU' }));
      if (req.path === api.player.infoCurrent.url)
        return json(200, { ...testInfo(testPlayer({ lang: 'RU' })), header: '<b>Шапка</b>' });
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    fireEvent.click(screen.getByRole('radio', { name: 'Modern' }));
    await waitFor(() => expect(game.settings.getState().interfaceMode).toBe('MODERN'));
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    await waitFor(() => expect(game.settings.getState().quality).toBe('HIGH'));
    fireEvent.click(screen.getByRole('radio', { name: /Русский/ }));
    await waitFor(() => expect(game.i18n.language).toBe('ru'));
    expect(await screen.findByText('Настройки')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    // The confirmation of the switch speaks the language chosen.
    await waitFor(() =>
      expect(game.ui.getState().toasts.at(-1)?.text).toBe('Настройки сохранены.'),
    );
    // The site's header and footer are the server's, asked again in the new language.
    await waitFor(() => expect(game.player.getState().info?.header).toBe('<b>Шапка</b>'));
    expect(game.player.getState().player?.lang).toBe('RU');
    expect(requests.map((r) => r.path)).toEqual([
      api.player.uiSwitch.url,
      '/api/player/set/quality/HIGH',
      '/api/player/lang/switch/RU',
      api.player.infoCurrent.url,
    ]);
  });

  it("follows the browser's language when ANY is chosen", async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/player/lang/switch/ANY') return json(200, testPlayer({ lang: 'RU' }));
      if (req.path === api.player.infoCurrent.url)
        return json(200, testInfo(testPlayer({ lang: 'RU' })));
      return undefined;
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    fireEvent.click(screen.getByRole('radio', { name: /Browser's/ }));
    await waitFor(() => expect(game.i18n.language).toBe('ru'));
    expect(requests.map((r) => r.path)).toContain('/api/player/lang/switch/ANY');
    expect(screen.getByRole('radio', { name: /Как в браузере/ })).toBeTruthy();
  });

  it('moves between choices with the arrow keys', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path === api.player.updateSoundMute.url
        ? json(200, testPlayer({ soundMute: true }))
        : undefined,
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    fireEvent.keyDown(screen.getByRole('radiogroup', { name: 'Sound' }), { key: 'ArrowRight' });
    await waitFor(() => expect(requests[0]?.body).toEqual({ soundMute: true }));
  });

  it('offers the store rating where the platform has one, once', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path === api.player.setRated.url ? json(200, testPlayer({ rated: true })) : undefined,
    );
    let asked = 0;
    // A RuStore page: the platform's rate window answers that the player rated.
    Object.assign(game, {
      platform: {
        ...game.platform,
        traits: { ...game.platform.traits, rateWindow: true },
        rate: () => {
          asked++;
          return Promise.resolve(true);
        },
      },
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Rate the game' }));
    await waitFor(() =>
      expect(game.ui.getState().toasts.at(-1)?.text).toBe('Thank you for rating the game!'),
    );
    expect(asked).toBe(1);
    expect(requests.map((r) => r.path)).toEqual([api.player.setRated.url]);
    expect(game.player.getState().player?.rated).toBe(true);
    expect(screen.queryByRole('button', { name: 'Rate the game' })).toBeNull();
  });

  it('offers no rating where the platform has no rate window', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    expect(screen.getByRole('button', { name: 'Credits' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rate the game' })).toBeNull();
  });
});

describe('what Auto chose, in Settings', () => {
  it('says which renderer Auto chose and why, and when slow frames hold the quality down', () => {
    const { game } = createTestGame(() => undefined);
    game.applyInfo(testInfo());
    game.settings.getState().set({
      heapLimitMb: 4096,
      renderer: { renderer: 'canvas', cap: null, reason: 'software', probeMs: null },
    });
    renderWithGame(game, <SettingsOverlay />);
    expect(
      screen.getByText(
        'Auto chose Canvas: this device draws WebGL in software, without a graphics card.',
      ),
    ).toBeTruthy();
    act(() =>
      game.settings.getState().set({
        renderer: { renderer: 'webgl', cap: 'LOW', reason: 'sluggishProbe', probeMs: 9.4 },
        frameCap: 'LOWEST',
      }),
    );
    expect(
      screen.getByText('Auto chose WebGL at a lower quality: a test frame took 9 ms.'),
    ).toBeTruthy();
    expect(screen.getByText(/so Auto holds the quality at “Very low”/)).toBeTruthy();
  });
  it('saves the leveling preference and the payment method on the server', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path !== api.player.settings.url) return undefined;
      const body = req.body as { levelingPreference?: 'FRONT'; paymentMethod?: 'yookassa' };
      const now = game.player.getState().player!;
      return json(200, { ...now, ...body });
    });
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    expect(screen.getByRole('radio', { name: 'Evenly' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Ask each time' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Front first' }));
    await waitFor(() => expect(game.player.getState().player?.levelingPreference).toBe('FRONT'));
    expect(
      screen.getByText('The heroes at the front of the squad rise first: they take the blows.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'YooKassa' }));
    await waitFor(() => expect(game.player.getState().player?.paymentMethod).toBe('yookassa'));
    expect(requests.filter((r) => r.path === api.player.settings.url).map((r) => r.body)).toEqual([
      { levelingPreference: 'FRONT' },
      { paymentMethod: 'yookassa' },
    ]);
    expect(screen.getByRole('radio', { name: 'YooKassa' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
