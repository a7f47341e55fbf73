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
    // …and the clan rename.
    expect(screen.queryByRole('tab', { name: 'Clans' })).toBeNull();
  });

  it('reads the mail support inbox and answers a player as support', async () => {
    const message = (id: number, fromId: number, text: string) => ({
      id,
      fromId,
      toId: fromId === 0 ? 9 : 0,
      authorId: fromId === 0 ? 1 : 9,
      authorName: fromId === 0 ? 'Support' : 'Lost',
      text,
      time: 1_000 * id,
      support: true,
    });
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/mail/support/list')
        return json(200, [
          {
            playerId: 9,
            playerName: 'Lost',
            lastMessage: message(2, 9, 'Where is my chest?'),
            unread: 2,
          },
        ]);
      if (req.path === '/api/mail/support/9/list')
        return json(200, {
          messages: [message(1, 9, 'Hello'), message(2, 9, 'Where is my chest?')],
          more: false,
          partnerReadId: 0,
        });
      if (req.path === '/api/mail/support/9/send') return json(200, message(3, 0, 'In the bank'));
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'MODERATOR' })));
    game.ui.getState().open('staff');
    renderWithGame(game, <StaffOverlay />);
    fireEvent.click(screen.getByRole('tab', { name: 'Support mail' }));
    expect(await screen.findByText('Lost (#9) · 2 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the dialog' }));
    expect(await screen.findByText('Hello')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Answer as support'), {
      target: { value: ' In the bank ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/mail/support/9/send')?.body).toEqual({
        text: 'In the bank',
      }),
    );
    expect(game.ui.getState().toasts.map((t) => t.text)).toContain('Answer sent');
  });

  it('lets an administrator rename any clan, showing a refusal by the field', async () => {
    let taken = true;
    const { game, requests } = createTestGame((req) => {
      if (req.path === '/api/admin/clan/name/set') {
        if (taken) {
          taken = false;
          return json(409, { code: 'CLAN_NAME_TAKEN', message: 'This clan name is taken' });
        }
        return json(200, {
          id: 12,
          name: 'Wolves',
          level: 3,
          membersCurr: 8,
          membersMax: 20,
          theme: 0,
          leaderId: 4,
          leaderName: 'Alpha',
          advertisement: '',
        });
      }
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'ADMIN' })));
    game.ui.getState().open('staff');
    renderWithGame(game, <StaffOverlay />);
    fireEvent.click(screen.getByRole('tab', { name: 'Clans' }));
    const submit = screen.getByRole('button', { name: 'Rename the clan' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Clan id'), { target: { value: '#12' } });
    fireEvent.change(screen.getByLabelText('New name'), { target: { value: 'Wolves' } });
    fireEvent.click(submit);
    expect(await screen.findByText('This clan name is taken')).toBeTruthy();
    fireEvent.click(submit);
    expect(await screen.findByText('Clan #12: Wolves, 8 members')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/admin/clan/name/set').at(-1)?.body).toEqual({
      clanId: 12,
      name: 'Wolves',
    });
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
