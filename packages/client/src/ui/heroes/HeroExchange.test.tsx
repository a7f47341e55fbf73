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
import { testHero } from '../../testing/roadFixtures';
import { HeroExchange } from './HeroExchange';

afterEach(cleanup);

function setup(level: number, used = false) {
  const hero = testHero();
  const player = testPlayer({ level, creatures: [hero], heroExchangeUsed: used });
  const exchanged = {
    ...player,
    heroExchangeUsed: true,
    creatures: [{ ...hero, identifier: 'hero_halfdan', name: 'Halfdan the Berserker' }],
  };
  const t = createTestGame((req) => {
    if (req.path === api.hero.exchange.url) return json(200, exchanged);
    return undefined;
  });
  t.game.applyInfo(testInfo(player));
  renderWithGame(t.game, <HeroExchange hero={hero} />);
  return t;
}

describe('the free hero exchange', () => {
  it('says below level 10 that it is coming', () => {
    setup(9);
    expect(
      screen.getByText(
        'From level 10 this hero can be exchanged once, for free, for another hero from the start of the road.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the other starters from level 10, asks once more, then exchanges', async () => {
    const { game, requests } = setup(10);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Become Velimir the Volkhv',
      'Become Halfdan the Berserker',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Become Halfdan the Berserker' }));
    expect(
      screen.getByText(
        'Dobrynya Nikitich will become Halfdan the Berserker. The free exchange happens only once.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === api.hero.exchange.url)?.body).toEqual({
        creatureId: 1,
        heroId: 'hero_halfdan',
      }),
    );
    await waitFor(() => expect(game.player.getState().player?.heroExchangeUsed).toBe(true));
    expect(game.ui.getState().toasts.map((x) => x.text)).toContain(
      'Dobrynya Nikitich is now Halfdan the Berserker',
    );
  });

  it('is gone once used', () => {
    setup(12, true);
    expect(screen.queryByText('Free hero exchange')).toBeNull();
  });
});
