import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo } from '../../testing/gameHarness';
import { testStatus } from '../../testing/roadFixtures';
import { DuelHeader } from './DuelHeader';

afterEach(cleanup);

const ilya = { playerId: 1, name: 'Ilya', level: 14 };
const vasilisa = { playerId: 2, name: 'Vasilisa', level: 17 };

function duel() {
  const base = testStatus();
  return testStatus({
    battle: { ...base.battle, kind: 'MULTI', placeId: null, versusPlayer: true },
    duellists: { own: ilya, opponent: vasilisa },
  });
}

describe('the duel header', () => {
  it("names the duellist's opponent with their level", () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    game.battle.getState().show(duel(), 'animate');
    renderWithGame(game, <DuelHeader />);
    expect(screen.getByText('Your opponent: Vasilisa, level 17')).toBeTruthy();
  });

  it('names both players for a watcher, the challenger first', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    game.battle.getState().watch(duel());
    renderWithGame(game, <DuelHeader />);
    expect(screen.getByText('Ilya (level 14) against Vasilisa (level 17)')).toBeTruthy();
  });

  it('says nothing in a battle against monsters', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo());
    game.battle.getState().show(testStatus(), 'animate');
    const { container } = renderWithGame(game, <DuelHeader />);
    expect(container.querySelector('.battle-duel')).toBeNull();
  });
});
