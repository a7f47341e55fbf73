import { abbreviateNumber, heroLevelCap, heroLevelCost } from '@heroroad/rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo, testPlayer } from '../../testing/gameHarness';
import { testHero } from '../../testing/roadFixtures';
import { GroupUpgradeDialog } from './GroupDialogs';

afterEach(cleanup);

describe('the group level-up dialog', () => {
  it('says before anything is spent that heroes at the cap take no level, and what lifts it', () => {
    const { game } = createTestGame();
    const cap = heroLevelCap(1);
    const heroes = [
      testHero({ id: 1, name: 'Dobrynya', level: cap }),
      testHero({ id: 2, name: 'Halfdan', level: cap }),
    ];
    game.applyInfo(testInfo(testPlayer({ level: 1, creatures: heroes })));
    renderWithGame(game, <GroupUpgradeDialog creatures={heroes} onClose={() => undefined} />);
    expect(screen.getAllByText(`level ${cap}: at the cap`)).toHaveLength(2);
    expect(screen.getByRole('note').textContent).toContain('player experience');
    expect(screen.getByRole('note').textContent).toContain(String(heroLevelCap(2)));
    const raise = screen.getAllByRole('button')[0] as HTMLButtonElement;
    expect(raise.disabled).toBe(true);
  });

  it('counts only the heroes below the cap in its price', () => {
    const { game } = createTestGame();
    const cap = heroLevelCap(1);
    const heroes = [
      testHero({ id: 1, name: 'Dobrynya', level: cap }),
      testHero({ id: 2, name: 'Halfdan', level: 3 }),
    ];
    game.applyInfo(testInfo(testPlayer({ level: 1, gold: 1000, creatures: heroes })));
    renderWithGame(game, <GroupUpgradeDialog creatures={heroes} onClose={() => undefined} />);
    expect(screen.queryByRole('note')).toBeNull();
    const raise = screen.getAllByRole('button')[0] as HTMLButtonElement;
    expect(raise.disabled).toBe(false);
    expect(raise.textContent).toContain(`up to ${abbreviateNumber(heroLevelCost(3))} gold`);
  });

  it('says the price of the next level, and raises nothing, when the gold falls short of it', () => {
    const { game } = createTestGame();
    const heroes = [
      testHero({ id: 1, name: 'Dobrynya', level: 5 }),
      testHero({ id: 2, name: 'Halfdan', level: 3 }),
    ];
    const cheapest = heroLevelCost(3);
    game.applyInfo(
      testInfo(testPlayer({ level: 1, gold: Math.floor(cheapest) - 1, creatures: heroes })),
    );
    renderWithGame(game, <GroupUpgradeDialog creatures={heroes} onClose={() => undefined} />);
    expect(screen.getByRole('note').textContent).toContain(`${abbreviateNumber(cheapest)} gold`);
    const raise = screen.getAllByRole('button')[0] as HTMLButtonElement;
    expect(raise.disabled).toBe(true);
  });
});
