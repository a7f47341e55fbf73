import { api, type RaidInfoDto, type RaidOptionsDto } from '@heroroad/protocol';
import { RAID_DIFFICULTIES, RAID_DIFFICULTY_DEFS } from '@heroroad/rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayingGame, json, renderWithGame } from '../../testing/gameHarness';
import { RaidTab } from './RaidTab';
import type { ClanTabProps } from './types';

afterEach(cleanup);

const info: RaidInfoDto = {
  state: 'RAID_AVAILABLE',
  difficulty: null,
  startedAt: null,
  endsAt: null,
  availableAt: null,
  bossHealth: null,
  bossHealthMax: null,
  speedUpGems: 0,
  nextFightAt: null,
  myDamage: 0,
  lastFight: null,
};
const options: RaidOptionsDto = {
  chosen: 'HARD',
  options: RAID_DIFFICULTIES.map((d) => ({
    difficulty: d,
    open: true,
    bossHealth: RAID_DIFFICULTY_DEFS[d].bossHealth,
    redCrystals: RAID_DIFFICULTY_DEFS[d].redCrystals,
    goldCrystals: RAID_DIFFICULTY_DEFS[d].goldCrystals,
  })),
};

describe('the raid tab', () => {
  it("says what the chosen difficulty pays: the budget's red crystals, the finisher's gold", async () => {
    const { game } = createPlayingGame({ lang: 'RU' }, (req) => {
      if (req.path === api.clan.raid.url) return json(200, info);
      if (req.path === api.clan.raidOptions.url) return json(200, options);
      return undefined;
    });
    // The tab reads only the member's rights from the clan screen.
    const my = { rights: [] } as unknown as ClanTabProps['my'];
    renderWithGame(game, <RaidTab my={my} onChange={() => {}} />);
    const line = await screen.findByText(
      'Когда босс падёт: 120 красных кристаллов в бюджет клана и 3 золотых кристалла тому, чей бой его добьёт',
    );
    expect(line.querySelector('[data-currency="GOLD_CRYSTAL"] svg')).not.toBeNull();
  });
});
