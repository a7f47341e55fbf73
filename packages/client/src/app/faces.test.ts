import type { Lang } from '@heroroad/rules';
import { describe, expect, it, vi } from 'vitest';
import { createGameBus } from '../events/gameEvents';
import { installFaces } from './faces';

describe('the game faces', () => {
  it('are fetched after the first real scene, for the language played, and the scenes told', async () => {
    const bus = createGameBus();
    const fonts = vi.fn((_lang: Lang) => Promise.resolve());
    const loaded = vi.fn();
    bus.on('fonts:loaded', loaded);
    const game = {
      bus,
      assets: { fonts, firstScenes: () => ({}), firstSceneFiles: () => [] },
      lang: 'EN' as Lang,
    };
    installFaces(game);

    bus.emit('scene:frame', { key: 'boot', atMs: 0 });
    bus.emit('scene:frame', { key: 'load', atMs: 1 });
    expect(fonts).not.toHaveBeenCalled();

    bus.emit('scene:frame', { key: 'characterSelection', atMs: 2 });
    bus.emit('scene:frame', { key: 'road', atMs: 3 });
    expect(fonts.mock.calls).toEqual([['EN']]);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith({ lang: 'EN' }));

    bus.emit('lang:changed', { lang: 'RU' });
    expect(fonts.mock.calls).toEqual([['EN'], ['RU']]);
  });

  it('wait for the first scene even when the language changes before it', () => {
    const bus = createGameBus();
    const fonts = vi.fn((_lang: Lang) => Promise.resolve());
    installFaces({
      bus,
      assets: { fonts, firstScenes: () => ({}), firstSceneFiles: () => [] },
      lang: 'RU' as Lang,
    });
    bus.emit('lang:changed', { lang: 'EN' });
    expect(fonts).not.toHaveBeenCalled();
  });
});
