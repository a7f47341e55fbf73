import type { PlayerDto } from '@heroroad/protocol';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo, testPlayer } from '../../testing/gameHarness';
import CreatureChrome from './CreatureChrome';

afterEach(cleanup);

const HOUR = 3_600_000;

describe("the heroes' hall", () => {
  it('announces each new free-slot offer with one toast, not again on a refresh', () => {
    const { game } = createTestGame();
    const offer = (id: number, offerType: string, viewed = false) => ({
      id,
      offerType,
      viewed,
      expiresAt: game.now() + HOUR,
      creatureId: null,
      price: 60,
    });
    const withOffers = (offers: PlayerDto['offers']) => testPlayer({ offers });
    const offerToasts = () =>
      game.ui.getState().toasts.filter((t) => t.text.startsWith('New offer'));
    game.applyInfo(testInfo(withOffers([offer(5, 'SQUAD_SLOT'), offer(6, 'FORCE_SLOT', true)])));
    const view = renderWithGame(game, <CreatureChrome />);
    expect(offerToasts().map((t) => t.text)).toEqual([
      'New offer: A squad slot ahead of your level. It waits in Gifts and offers.',
    ]);
    // The same offer in a refreshed player, and the hall opened again: no second toast.
    act(() => game.applyPlayer(withOffers([offer(5, 'SQUAD_SLOT')])));
    view.unmount();
    renderWithGame(game, <CreatureChrome />);
    expect(offerToasts()).toHaveLength(1);
    // A move that brings a new offer: one toast for it.
    act(() => game.applyPlayer(withOffers([offer(5, 'SQUAD_SLOT'), offer(7, 'FORCE_SLOT')])));
    expect(offerToasts().map((t) => t.text)).toEqual([
      'New offer: A squad slot ahead of your level. It waits in Gifts and offers.',
      'New offer: A magic hammer at half price. It waits in Gifts and offers.',
    ]);
  });
});
