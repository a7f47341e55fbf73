import { api } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { ALL_TEXTS } from '../../testing/texts';
import SettingsOverlay from './SettingsOverlay';

afterEach(cleanup);

describe('switching language in the settings', () => {
  it('fetches the other language, keeps the old one until it arrives, then shows it', async () => {
    // The texts arrive when the test lets them, as over a slow link.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: Lang[] = [];
    const { game, requests } = createTestGame(
      (req) => {
        if (req.path === '/api/player/lang/switch/RU') return json(200, testPlayer({ lang: 'RU' }));
        if (req.path === api.player.infoCurrent.url)
          return json(200, testInfo(testPlayer({ lang: 'RU' })));
        return undefined;
      },
      {
        texts: { EN: ALL_TEXTS.EN },
        loadTexts: async (lang) => {
          asked.push(lang);
          await gate;
          return ALL_TEXTS[lang];
        },
      },
    );
    game.applyInfo(testInfo());
    renderWithGame(game, <SettingsOverlay />);
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(game.i18n.hasResourceBundle('ru', 'translation')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /Русский/ }));
    await waitFor(() => expect(asked).toEqual(['RU']));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain(api.player.infoCurrent.url));
    // The server has switched; the page still speaks English (no keys) while the texts travel.
    expect(game.i18n.language).toBe('en');
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(game.ui.getState().toasts).toEqual([]);

    await act(async () => release());
    expect(await screen.findByText('Настройки')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    // The confirmation waited for the texts too.
    await waitFor(() =>
      expect(game.ui.getState().toasts.map((toast) => toast.text)).toEqual([
        'Настройки сохранены.',
      ]),
    );
  });
});
