import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClanRank } from '@heroroad/rules';
import { CLAN_RIGHTS } from '@heroroad/rules';
import type { MyClanDto, MyParticipantsDto } from '@heroroad/protocol';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import ClanOverlay from './ClanOverlay';

afterEach(cleanup);

const stat = { gold: 1200, gems: 5, redCrystal: 0, blueCrystal: 30, gears: 0 };
function myClan(rank: ClanRank): MyClanDto {
  return {
    state: 'CLAN_MEMBER',
    participation: null,
    appliedTo: null,
    rank,
    rights: [...CLAN_RIGHTS[rank]],
    advertisementSeen: true,
    clan: {
      id: 5,
      name: 'Wolves',
      level: 2,
      membersCurr: 4,
      membersMax: 12,
      theme: 0,
      leaderId: 1,
      leaderName: 'Chief',
      advertisement: 'Join us',
      about: 'We raid',
      clanStat: stat,
      themeChanges: 0,
      raidDifficulty: 'EASY',
      createdAt: 0,
    },
  };
}
const member = (playerId: number, name: string, rank: ClanRank) => ({
  playerId,
  name,
  level: 20,
  rank,
  merit: 0,
  joinedAt: 0,
});
const members: MyParticipantsDto = {
  participants: [
    member(1, 'Chief', 'LEADER'),
    member(7, 'Me', 'REPRESENTATIVE'),
    member(8, 'Fresh', 'NEWBIE'),
    member(9, 'Steady', 'PARTICIPANT'),
  ],
  candidates: [],
};

function setup(
  rank: ClanRank,
  before: (game: ReturnType<typeof createTestGame>['game']) => void = () => {},
) {
  const { game, requests } = createTestGame((req) => {
    if (req.path === '/api/clan/get/my') return json(200, myClan(rank));
    if (req.path === '/api/clan/participant/list/mine') return json(200, members);
    return undefined;
  });
  game.applyInfo(testInfo(testPlayer({ id: 7, clanId: 5, level: 20 })));
  game.ui.getState().open('clan');
  before(game);
  renderWithGame(game, <ClanOverlay />);
  return { game, requests };
}

describe('ClanOverlay', () => {
  it('opens on the tab asked for once (a raid battle comes back to the raid)', async () => {
    const { game } = setup('PARTICIPANT', (g) => g.ui.getState().setClanTab('raid'));
    const raid = await screen.findByRole('tab', { name: 'Raid' });
    expect(raid.getAttribute('aria-selected')).toBe('true');
    expect(game.ui.getState().clanTab).toBeNull();
  });

  it("shows a representative exactly the rank table's steps on each member", async () => {
    setup('REPRESENTATIVE');
    fireEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    const rows = await screen.findAllByRole('listitem');
    const buttons = (i: number) =>
      within(rows[i]!)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(0)).toEqual([]); // the leader
    expect(buttons(1)).toEqual([]); // oneself
    expect(buttons(2)).toEqual(['Kick', 'Promote']); // a newbie
    expect(buttons(3)).toEqual(['Demote']); // a member: demoted to newbie, not kicked
  });

  it('updates the budget live when a member donates', async () => {
    const { game } = setup('PARTICIPANT');
    fireEvent.click(await screen.findByRole('tab', { name: 'Budget' }));
    expect(await screen.findByText('1,200')).toBeTruthy();
    game.notifications.emit('CLAN', {
      clanId: 5,
      event: 'DONATED_GOLD',
      actorId: 9,
      targetId: null,
      clanStat: { ...stat, gold: 2200 },
    });
    await waitFor(() => expect(screen.getByText('2,200')).toBeTruthy());
  });

  it('offers a member no editing and no resignation, only leaving', async () => {
    setup('PARTICIPANT');
    await screen.findByText('We raid');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hand over leadership' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the clan' })).toBeTruthy();
  });
});
