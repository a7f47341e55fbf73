import { api, type RaidInfoDto } from '@heroroad/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayingGame, json, renderWithGame } from '../../testing/gameHarness';
import { RaidResult } from './RaidResult';

afterEach(cleanup);

const raid = (fight: NonNullable<RaidInfoDto['lastFight']>): RaidInfoDto => ({
  state: 'RAID_WAITING',
  difficulty: 'HARD',
  startedAt: 0,
  endsAt: 0,
  availableAt: null,
  bossHealth: 0,
  bossHealthMax: 8000,
  speedUpGems: 0,
  nextFightAt: null,
  myDamage: fight.damage ?? 0,
  lastFight: fight,
});

function show(fight: NonNullable<RaidInfoDto['lastFight']>, lang: 'EN' | 'RU' = 'EN') {
  const { game } = createPlayingGame({ lang }, (req) =>
    req.path === api.clan.raid.url ? json(200, raid(fight)) : undefined,
  );
  renderWithGame(
    game,
    <ul>
      <RaidResult />
    </ul>,
  );
}

describe('the raid result under a battle', () => {
  it('tells the finisher the gold crystals of the killing blow, with their icon', async () => {
    show({ battleId: 4, damage: 120, gold: 60, bossFell: true, goldCrystals: 3 });
    const line = await screen.findByText('The killing blow was yours: +3 gold crystals');
    expect(line.querySelector('[data-currency="GOLD_CRYSTAL"] svg')).not.toBeNull();
    expect(screen.getByText('The boss has fallen! The clan gets its red crystals.')).toBeTruthy();
  });

  it('says it in Russian too', async () => {
    show({ battleId: 4, damage: 120, gold: 60, bossFell: true, goldCrystals: 2 }, 'RU');
    expect(await screen.findByText('Решающий удар за вами: +2 золотых кристалла')).toBeTruthy();
    // The gold agrees with its number: «1 золотой», «60 золотых», never «60 золота».
    expect(screen.getByText('Вы нанесли 120 ед. урона и получили 60 золотых')).toBeTruthy();
  });

  it('names no gold crystals for a battle that left the boss standing', async () => {
    show({ battleId: 5, damage: 40, gold: 20, bossFell: false, goldCrystals: 0 });
    await screen.findByText('You dealt 40 damage and earned 20 gold');
    expect(screen.queryByText(/gold crystal/)).toBeNull();
  });
});
