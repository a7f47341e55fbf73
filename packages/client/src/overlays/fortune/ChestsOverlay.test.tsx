import { api, type DelayedChestDto } from '@heroroad/protocol';
import { abbreviateNumber, chestContents, chestValue } from '@heroroad/rules';
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
import { amountText } from '../../i18n/words';
import ChestsOverlay from './ChestsOverlay';

afterEach(cleanup);

const NOW = TEST_NOW;

describe('ChestsOverlay', () => {
  it('says what each chest holds and with what odds, and what opening it now gets, in either language', async () => {
    const chests: DelayedChestDto[] = [
      { id: 1, chest: 'silver', source: 'bank', readyAt: NOW, speedUpGems: 0 },
      { id: 2, chest: 'jade', source: 'wheel', readyAt: NOW + 3_600_000, speedUpGems: 6 },
    ];
    const silver = chestContents('silver', 40);
    const jade = chestContents('jade', 40);
    expect(jade.gold).toBeGreaterThan(silver.gold);
    const worth = (c: 'silver' | 'jade', lang: 'EN' | 'RU') =>
      amountText(Math.round(chestValue(c, 40).total), 'MITHRIL', lang);
    const expected = {
      EN: [
        `${abbreviateNumber(silver.gold)} gold, always`,
        `1 consumable, always (kinds on your stair: ${silver.consumableKinds})`,
        "An artifact or amulet of your stair's level, always",
        'A card: 25% chance',
        `Worth about ${worth('silver', 'EN')} at the wheel's and shops' prices`,
        `${abbreviateNumber(jade.gold)} gold, always`,
        `4 consumables, always (kinds on your stair: ${jade.consumableKinds})`,
        "An artifact or amulet of your stair's level, always",
        'A card: 25% chance',
        `Opening now costs 6 emeralds for goods worth about ${worth('jade', 'EN')} at the wheel's and shops' prices`,
      ],
      RU: [
        `${abbreviateNumber(silver.gold)} золотых, всегда`,
        `1 расходник, всегда (видов на вашей ступени: ${silver.consumableKinds})`,
        'Артефакт или амулет уровня вашей ступени, всегда',
        'Карта: шанс 25%',
        `Стоит примерно ${worth('silver', 'RU')} по ценам колеса и лавок`,
        `${abbreviateNumber(jade.gold)} золотых, всегда`,
        `4 расходника, всегда (видов на вашей ступени: ${jade.consumableKinds})`,
        'Артефакт или амулет уровня вашей ступени, всегда',
        'Карта: шанс 25%',
        `Открыть сейчас: 6 изумрудов за добычу, которая стоит примерно ${worth('jade', 'RU')} по ценам колеса и лавок`,
      ],
    };
    for (const lang of ['EN', 'RU'] as const) {
      const { game } = createTestGame((req) =>
        req.path === api.fortune.chests.url ? json(200, chests) : undefined,
      );
      await game.setLanguage(lang);
      game.applyInfo(testInfo(testPlayer({ stair: 40, lang })));
      renderWithGame(game, <ChestsOverlay />);
      const lists = await screen.findAllByRole('list', {
        name: lang === 'EN' ? 'What it holds' : 'Что внутри',
      });
      const lines = lists.flatMap((ul) => [
        ...[...ul.querySelectorAll('li')].map((li) => li.textContent),
        ul.nextElementSibling?.textContent,
      ]);
      expect(lines).toEqual(expected[lang]);
      // The open-now price is a counted amount in either language («6 изумрудов»).
      screen.getByRole('button', {
        name: lang === 'EN' ? 'Open now: 6 emeralds' : 'Открыть сейчас: 6 изумрудов',
      });
      cleanup();
    }
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
