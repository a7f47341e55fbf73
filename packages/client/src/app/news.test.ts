import { api } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { testHero, testStatus } from '../testing/roadFixtures';
import { completeBattle } from './battle/flows';
import { buyHero } from './heroes';

const toasts = (game: ReturnType<typeof createTestGame>['game']) =>
  game.ui.getState().toasts.map((t) => t.text);

describe('news the player is told', () => {
  it('names the hero just bought', async () => {
    const alyosha = testHero({ id: 2, identifier: 'hero_alyosha', name: 'Alyosha Popovich' });
    const { game } = createTestGame((req) =>
      req.path === api.hero.buy.url
        ? json(200, testPlayer({ creatures: [testHero(), alyosha] }))
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ creatures: [testHero()] })));
    await buyHero(game, 'hero_alyosha');
    expect(toasts(game)).toContain('Alyosha Popovich joins your heroes');
  });

  it('says which stair a beaten gate opened', async () => {
    const done = testStatus({
      battleState: 'COMPLETED',
      winnerReward: { gold: 5, exp: 1, resources: {} },
    });
    const { game } = createTestGame((req) =>
      req.path === api.battle.complete.url
        ? json(200, { player: testPlayer({ maxCoordinate: 199 }), status: done })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99, battleId: 9 })));
    game.battle.getState().show(done, 'animate');
    await completeBattle(game);
    expect(toasts(game)).toContain('Stair 2 is open: the road goes on!');
  });
});
