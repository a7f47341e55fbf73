import { api } from '@heroroad/protocol';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { testHero } from '../../testing/roadFixtures';
import { SmithyTab } from './SmithyTab';

afterEach(cleanup);

const shield = { id: 31, artifactId: 'art_bogatyr_shield', effectType: 'DEFENCE', atlasKey: '' };

describe('the smithy card', () => {
  it("says what the next level buys: the shield's bonus and the wearer's defence, before → after", async () => {
    const hero = testHero({
      skills: [
        { skillType: 'ATTACK', valueCurrent: 11, valueTotal: 11 },
        { skillType: 'DEFENCE', valueCurrent: 11.88, valueTotal: 11.88 },
        { skillType: 'HEALTH', valueCurrent: 130, valueTotal: 130 },
      ],
      artifacts: [{ ...shield, value: 7.88, level: 4 }],
    });
    const player = testPlayer({ crystal: 50, gold: 100, creatures: [hero] });
    const { game } = createTestGame((req) => {
      if (req.path === api.progression.smithy.url)
        return json(200, { upgrades: [], serverTimeMs: game.now() });
      if (req.path === api.player.current.url) return json(200, player);
      if (req.path === api.hero.backpack.url) return json(200, { artifacts: [], consumables: [] });
      return undefined;
    });
    game.applyInfo(testInfo(player));
    renderWithGame(game, <SmithyTab hero={hero} />);
    await waitFor(() => expect(screen.getAllByTestId('smithy-gain')).toHaveLength(2));
    const lines = screen.getAllByTestId('smithy-gain').map((e) => e.textContent);
    expect(lines).toEqual([
      'Level 5: defence +7.8 → defence +10.2',
      'Dobrynya Nikitich: Defence 11.8 → 14.2',
    ]);
  });
});
