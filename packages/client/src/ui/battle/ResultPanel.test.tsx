import { api } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { testPlace, testStatus } from '../../testing/roadFixtures';
import { ResultPanel, resultLines } from './ResultPanel';
import { recordMissingText } from '../../testing/missingTexts';
import { ALL_TEXTS } from '../../testing/texts';

afterEach(cleanup);

const t = createI18n('EN', ALL_TEXTS, recordMissingText, false).t;
const won = testStatus({
  battleState: 'COMPLETED',
  winnerReward: { gold: 12_345, exp: 6, resources: { CRYSTAL: 2 } },
  battleBonus: { gold: 2469 },
  chestBonus: 'silver',
  healthPenalty: [{ creatureId: 1, health: 82, maxHealth: 130, lost: 48 }],
});

describe('the battle result', () => {
  it('lists gold, the flawless bonus, experience, resources, the chest and the wounds', () => {
    expect(resultLines(won, t, 'EN')).toEqual([
      'Gold: +12.3k',
      'Flawless bonus: +2469 gold',
      'Experience: +6',
      'Also: 2 crystals',
      'A silver chest opened: its gold and finds are yours',
      'Dobrynya Nikitich lost 48 health (82 of 130 left)',
    ]);
  });

  it('counts one resource in the singular in both languages (the play-test saw "1 crystals")', () => {
    const one = testStatus({
      battleState: 'COMPLETED',
      winnerReward: { gold: 5, exp: 1, resources: { CRYSTAL: 1 } },
    });
    const ru = createI18n('RU', ALL_TEXTS, recordMissingText, false).t;
    expect(resultLines(one, t, 'EN')).toContain('Also: 1 crystal');
    expect(resultLines(one, ru, 'RU')).toContain('А также: 1 кристалл');
  });

  it('lists the gold a defeat cost and the fallen', () => {
    const lost = testStatus({
      battleState: 'COMPLETED',
      looserPenalty: { gold: 3 },
      healthPenalty: [{ creatureId: 1, health: 0, maxHealth: 130, lost: 130 }],
    });
    expect(resultLines(lost, t, 'EN')).toEqual([
      'Gold lost: 3',
      'Dobrynya Nikitich fell and must rest',
    ]);
  });

  it('tells a duel loser what a duel really costs: nothing, and no rest or healer', () => {
    const base = testStatus();
    const lost = testStatus({
      battle: { ...base.battle, kind: 'MULTI', placeId: null, versusPlayer: true },
      battleState: 'COMPLETED',
    });
    expect(resultLines(lost, t, 'EN')).toEqual([
      'A duel costs nothing: no gold lost, and your heroes are unhurt and need no rest.',
    ]);
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer()));
    renderWithGame(game, <ResultPanel status={lost} />);
    expect(screen.getByRole('heading', { name: 'Defeat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Heal the heroes' })).toBeNull();
    expect(screen.queryByText(/Rest or restore/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the arena' })).toBeTruthy();
  });

  it('goes back to the road and takes the won place’s gift at once', async () => {
    const place = testPlace({ guard: null, creatureId: null });
    const taken = { ...place, used: true };
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.road.ensure.url) {
        return json(200, {
          places: [place],
          tiles: [],
          educations: [],
          minCoordinate: 0,
          maxCoordinate: 99,
          controlType: 'DEFAULT',
          effect: null,
        });
      }
      if (req.path === api.road.resourceTake.url.replace(':id', String(place.id))) {
        return json(200, {
          player: testPlayer({ gold: 136 }),
          place: taken,
          gained: { resources: { GOLD: 36 } },
        });
      }
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    game.battle.getState().show(won, 'animate');
    game.battle.getState().complete({ player: testPlayer(), status: won });
    renderWithGame(game, <ResultPanel status={won} />);
    expect(screen.getByRole('heading', { name: 'Victory!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collect and go on' }));
    await waitFor(() => expect(game.road.getState().gain?.text).toBe('You got 36 gold.'));
    expect(requests.map((r) => r.path)).toContain(
      api.road.resourceTake.url.replace(':id', String(place.id)),
    );
    expect(game.battle.getState().completed).toBeNull();
  });

  it('offers the way to heal after a defeat', async () => {
    const lost = testStatus({ battleState: 'COMPLETED', looserPenalty: { gold: 3 } });
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    game.battle.getState().show(lost, 'animate');
    game.battle.getState().complete({ player: testPlayer(), status: lost });
    renderWithGame(game, <ResultPanel status={lost} />);
    fireEvent.click(screen.getByRole('button', { name: 'Heal the heroes' }));
    await waitFor(() => expect(game.ui.getState().hallTab).toBe('health'));
    expect(game.battle.getState().completed).toBeNull();
  });
});
