import { canvasAssets } from '../pixi/assets';
import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { ALL_TEXTS } from '../testing/texts';
import { Game } from './game';
import { VIEW_BANNER_HEIGHT } from '../model/layout';
import { eventually } from '../testing/eventually';

afterEach(() => vi.restoreAllMocks());

function setVisibility(state: 'hidden' | 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('Game wiring', () => {
  it('mutes sound while the tab is hidden and counts a hidden tab during loading', async () => {
    const { game, requests } = createTestGame(() => json(200, { ok: true }));
    const uninstall = game.install();
    setVisibility('hidden');
    expect(game.sound.silent).toBe(true);
    expect(game.settings.getState().tabHidden).toBe(true);
    setVisibility('visible');
    expect(game.sound.silent).toBe(false);
    uninstall();
    await eventually(() => expect(requests.map((r) => r.path)).toContain('/api/log/load/hidden'));
  });

  it('counts leaving the page before the game started', async () => {
    const { game, requests } = createTestGame(() => json(200, { ok: true }));
    const uninstall = game.install();
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    await eventually(() => expect(requests.map((r) => r.path)).toContain('/api/log/load/unload'));
  });

  it('leaves failed requests to the start-up retries while loading', async () => {
    const { game, requests } = createTestGame(() => Promise.reject(new TypeError('down')));
    await expect(game.api.call(api.player.current)).rejects.toMatchObject({ kind: 'network' });
    expect(requests.map((r) => r.path)).toEqual([api.player.current.url]);
    expect(game.ui.getState().overlays).toEqual([]);
  });

  it('runs the connection check after a failed request once the game runs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { game, requests } = createTestGame(() => Promise.reject(new TypeError('down')));
    game.ui.getState().setGameStarted();
    await expect(game.api.call(api.player.current)).rejects.toMatchObject({ kind: 'network' });
    await eventually(() => expect(game.ui.getState().overlays).toEqual(['connection']));
    expect(requests.map((r) => r.path)).toEqual([
      api.player.current.url,
      api.tech.isConnectionExists.url,
    ]);
    expect(errors).toHaveBeenCalledWith('Server connection error');
  });

  it('takes player settings in and remembers the highest level of this browser', () => {
    const { game } = createTestGame();
    const player = testPlayer({ level: 9, lang: 'RU', soundMute: true, quality: 'LOW' });
    game.applyInfo({ ...testInfo(player), maxLevelAmongAccs: 12 });
    expect(game.i18n.language).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(game.settings.getState()).toMatchObject({ quality: 'LOW', soundMuted: true });
    expect(game.sound.silent).toBe(true);
    expect(game.storage.get('maxLevel')).toBe(12);
    expect(game.storage.get('maxLevelUpdatedAt')).toBeTypeOf('number');
  });

  it('remembers the last game scene shown, for the next start to fetch its first scene ahead', () => {
    const { game } = createTestGame();
    game.storage.remove('lastScene');
    game.bus.emit('scene:changed', { key: 'boot' });
    expect(game.storage.get('lastScene')).toBeUndefined();
    game.bus.emit('scene:changed', { key: 'characterSelection' });
    expect(game.storage.get('lastScene')).toBe('characterSelection');
    game.bus.emit('scene:changed', { key: 'road' });
    game.bus.emit('scene:changed', { key: 'load' });
    expect(game.storage.get('lastScene')).toBe('road');
  });

  it('shows the reload page when the session ends while playing', async () => {
    const { game } = createTestGame(() =>
      json(401, { code: 'UNAUTHORIZED', message: 'You need to log in' }),
    );
    game.applyInfo(testInfo());
    await expect(game.api.call(api.player.current)).rejects.toMatchObject({ kind: 'reload' });
    expect(game.ui.getState().overlays).toEqual(['reload']);
  });

  it('fetches a language it has not loaded yet before switching to it', async () => {
    const game = new Game({
      window,
      texts: { EN: ALL_TEXTS.EN },
      fetch: vi.fn(),
      assets: canvasAssets('road'),
    });
    expect(game.i18n.t('app.title')).toBe('Hero Road');
    expect(game.i18n.hasResourceBundle('ru', 'translation')).toBe(false);
    await game.setLanguage('RU');
    expect(game.i18n.language).toBe('ru');
    expect(game.i18n.t('app.title')).toBe('Дорога героев');
    expect(game.settings.getState().lang).toBe('RU');
  });

  it('starts with the texts of the entry language only', async () => {
    window.history.replaceState(null, '', '/?lang=en');
    const game = await Game.create({ window, fetch: vi.fn(), assets: canvasAssets('road') });
    window.history.replaceState(null, '', '/');
    expect(game.i18n.language).toBe('en');
    expect(game.i18n.hasResourceBundle('ru', 'translation')).toBe(false);
  });
});

describe('the staff view banner', () => {
  afterEach(() => window.localStorage.clear());

  const start = () =>
    new Game({
      window,
      now: () => 0,
      texts: ALL_TEXTS,
      fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
      assets: canvasAssets('road'),
    }).ui.getState().layout.height;

  it('takes its height from the game, so it pushes the header down instead of covering it', () => {
    window.localStorage.clear();
    expect(start()).toBe(window.innerHeight);
    window.localStorage.setItem(
      'hr.staffReturn',
      JSON.stringify({ jsession: 's', authorization: null, playerId: 7, playerName: 'Vasilisa' }),
    );
    expect(start()).toBe(window.innerHeight - VIEW_BANNER_HEIGHT);
  });
});
