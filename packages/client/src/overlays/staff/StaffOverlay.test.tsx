import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { staffPanel } from '../../stores/staffStore';
import { useReport } from '../social/ReportControl';
import StaffOverlay from './StaffOverlay';

afterEach(() => {
  cleanup();
  staffPanel.getState().show(null);
});

const card = {
  player: {
    id: 9,
    name: 'Spammer',
    level: 12,
    accessLevel: 'PLAYER',
    role: 'player',
    registered: true,
    createdAt: 1,
  },
  stair: 4,
  bestVictoryStair: 3,
  clanId: null,
  mailOrPhone: null,
  sources: ['own'],
  sessions: [],
  bans: [],
  activeBans: ['CHAT'],
  renameRequired: false,
  payments: { count: 0, gemsBought: 0 },
};

describe('the moderator panel', () => {
  it('finds a player, bans by reason and duration, and lifts a ban only with a reason', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/moderation/player/search') return json(200, [card.player]);
      if (req.path === '/api/moderation/player/9') return json(200, card);
      if (req.path === '/api/moderation/ban') return json(200, { id: 1 });
      if (req.path === '/api/moderation/unban') return json(200, { lifted: 1 });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'MODERATOR' })));
    game.ui.getState().open('staff');
    renderWithGame(game, <StaffOverlay />);
    fireEvent.change(screen.getByLabelText('Nickname or id'), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: /Spammer/ }));
    await screen.findByText('Stair 4 (best victory 3)');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'ADVERTISING' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: 'D3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/moderation/ban')?.body).toEqual({
        playerId: 9,
        scope: 'CHAT',
        reason: 'ADVERTISING',
        duration: 'D3',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lift the Chat ban' }));
    fireEvent.change(screen.getByLabelText('Why it is lifted'), {
      target: { value: 'appeal accepted' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lift the ban' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/moderation/unban')?.body).toEqual({
        playerId: 9,
        scope: 'CHAT',
        reason: 'appeal accepted',
      }),
    );
    // Administrators alone see the level form.
    expect(screen.queryByText('Set the level')).toBeNull();
  });
});

function Reportable() {
  const report = useReport('CHAT', 77, 'Spammer', true);
  return (
    <>
      {report.button}
      {report.form}
    </>
  );
}

describe('reporting', () => {
  it('sends what is reported with the note', async () => {
    const { game, requests } = createTestGame((req) =>
      req.path === '/api/report/create' ? json(200, { ok: true }) : undefined,
    );
    game.applyInfo(testInfo(testPlayer()));
    renderWithGame(game, <Reportable />);
    fireEvent.click(screen.getByRole('button', { name: 'Report Spammer' }));
    fireEvent.change(screen.getByLabelText('What is wrong (optional)'), {
      target: { value: 'selling gold' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/report/create')?.body).toEqual({
        kind: 'CHAT',
        targetId: 77,
        comment: 'selling gold',
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('What is wrong (optional)')).toBeNull());
  });
});
