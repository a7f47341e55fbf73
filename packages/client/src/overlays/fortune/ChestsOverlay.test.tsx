import { api, type DelayedChestDto } from '@heroroad/protocol';
import { abbreviateNumber, chestContents } from '@heroroad/rules';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
  TEST_NOW,
} from '../../testing/gameHarness';
import ChestsOverlay from './ChestsOverlay';

afterEach(cleanup);

const NOW = TEST_NOW;

describe('ChestsOverlay', () => {
  it('says what each chest holds on the player’s stair before it is opened', async () => {
    const chests: DelayedChestDto[] = [
      { id: 1, chest: 'silver', source: 'bank', readyAt: NOW, speedUpGems: 0 },
      { id: 2, chest: 'jade', source: 'wheel', readyAt: NOW + 3_600_000, speedUpGems: 12 },
    ];
    const { game } = createTestGame((req) =>
      req.path === api.fortune.chests.url ? json(200, chests) : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ stair: 40 })));
    renderWithGame(game, <ChestsOverlay />);
    const silver = chestContents('silver', 40);
    const jade = chestContents('jade', 40);
    expect(jade.gold).toBeGreaterThan(silver.gold);
    const lines = (await screen.findAllByText(/^Holds /)).map((e) => e.textContent);
    expect(lines).toEqual([
      `Holds ${abbreviateNumber(silver.gold)} gold, 1 consumable and an artifact or amulet of your stair; a card with a 25% chance`,
      `Holds ${abbreviateNumber(jade.gold)} gold, 4 consumables and an artifact or amulet of your stair; a card with a 25% chance`,
    ]);
  });

  it('a device clock three days behind the server still offers to open a chest that is ready', async () => {
    const chests: DelayedChestDto[] = [
      { id: 1, chest: 'silver', source: 'bank', readyAt: NOW - 60_000, speedUpGems: 0 },
    ];
    const { game } = createTestGame(
      (req) => (req.path === api.fortune.chests.url ? json(200, chests) : undefined),
      { deviceNow: NOW - 3 * 86_400_000 },
    );
    game.applyInfo(testInfo(testPlayer({ stair: 40 })));
    expect(Math.abs(game.now() - NOW)).toBeLessThan(60_000);
    renderWithGame(game, <ChestsOverlay />);
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByText('Ready to open!')).toBeTruthy();
    expect(screen.queryByText(/^Opens in/)).toBeNull();
  });

  it('lists what an opened chest held, its gold written short, in either language', async () => {
    const chests: DelayedChestDto[] = [
      { id: 7, chest: 'jade', source: 'wheel', readyAt: NOW - 60_000, speedUpGems: 0 },
    ];
    const short = abbreviateNumber(12_500);
    for (const [lang, line] of [
      ['EN', `${short} gold`],
      ['RU', `Золото: ${short}`],
    ] as const) {
      const { game } = createTestGame((req) => {
        if (req.path === api.fortune.chests.url) return json(200, chests);
        if (req.path === '/api/campaign/chest/delayed/7/take') {
          return json(200, {
            chest: 'jade',
            gold: 12_500,
            consumables: [],
            artifact: null,
            card: null,
            player: testPlayer({ stair: 40, lang }),
          });
        }
        return undefined;
      });
      await game.setLanguage(lang);
      game.applyInfo(testInfo(testPlayer({ stair: 40, lang })));
      renderWithGame(game, <ChestsOverlay />);
      fireEvent.click(
        await screen.findByRole('button', { name: lang === 'EN' ? 'Open' : 'Открыть' }),
      );
      expect(await screen.findByText(line)).toBeTruthy();
      cleanup();
    }
  });
});
