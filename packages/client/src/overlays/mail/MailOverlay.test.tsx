import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameServices } from '../../app/ports';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
  type Recorded,
} from '../../testing/gameHarness';
import { mailDialog, mailMessage } from '../../testing/socialFixtures';
import MailOverlay from './MailOverlay';

afterEach(cleanup);

const letters = Array.from({ length: 20 }, (_, i) =>
  mailMessage({ id: i + 11, text: `Letter ${i + 11}` }),
);

function setup(
  player = testPlayer({ id: 7 }),
  extra: (req: Recorded) => Response | undefined = () => undefined,
  before: (game: GameServices) => void = () => undefined,
) {
  const { game, requests } = createTestGame((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/mail/list') {
      return json(200, [
        mailDialog({ unread: 3, lastMessage: mailMessage({ text: '<i>See you</i>' }) }),
        mailDialog({ partnerId: 4, partnerName: 'Vasilisa', partnerLevel: 30, blocked: true }),
      ]);
    }
    if (req.path === '/api/mail/dialog/3/list') {
      const older = req.query.from === '20';
      return json(200, {
        messages: older ? [mailMessage({ id: 5, text: 'Letter 5' })] : letters,
        more: !older,
        partnerReadId: 0,
      });
    }
    if (req.path === '/api/mail/dialog/3/list/latest') {
      return json(200, {
        messages: [mailMessage({ id: 31, text: 'Letter 31' })],
        more: false,
        partnerReadId: 0,
      });
    }
    if (req.path === '/api/mail/blocked') return json(200, []);
    return undefined;
  });
  game.applyInfo(testInfo(player));
  game.ui.getState().open('mail');
  before(game);
  renderWithGame(game, <MailOverlay />);
  return { game, requests };
}

describe('MailOverlay', () => {
  it('lists support first, then dialogs with their unread letters', async () => {
    setup();
    const rows = within(await screen.findByRole('list', { name: 'Dialogs' })).getAllByRole(
      'button',
    );
    expect(rows.map((r) => r.querySelector('.room-name')?.firstChild?.textContent)).toEqual([
      'Support',
      'Boris',
      'Vasilisa',
    ]);
    expect(within(rows[1]!).getByText('Unread: 3')).toBeTruthy();
    expect(within(rows[1]!).getByText('<i>See you</i>')).toBeTruthy();
    expect(within(rows[2]!).getByText('blocked')).toBeTruthy();
  });

  it('opens a dialog, pages back, and reads new letters from the partner at once', async () => {
    const { game, requests } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Boris/ }));
    await screen.findByText('Letter 30');
    expect(game.social.getState().viewingDialog).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier letters' }));
    await screen.findByText('Letter 5');
    expect(requests.at(-1)?.query).toMatchObject({ from: '20', to: '40' });

    act(() => game.notifications.emit('MAIL_MESSAGE', mailMessage({ id: 31 })));
    await screen.findByText('Letter 31');
    expect(requests.at(-1)).toMatchObject({
      path: '/api/mail/dialog/3/list/latest',
      query: { afterId: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'All dialogs' }));
    expect(game.social.getState().viewingDialog).toBeNull();
  });

  it("opens the card of a letter's writer from their name, so staff and players can act on them", async () => {
    const { game } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Boris/ }));
    await screen.findByText('Letter 30');
    const names = screen.getAllByRole('button', { name: 'Open the profile of Boris' });
    fireEvent.click(names.at(-1)!);
    expect(game.social.getState().profile).toMatchObject({ id: 3, name: 'Boris' });
    expect(game.ui.getState().overlays).toContain('profile');
    expect(game.ui.getState().overlays).not.toContain('mail');
  });

  it('blocks a partner only after asking', async () => {
    const { game, requests } = setup(undefined, (req) =>
      req.path === '/api/mail/block/3' ? json(200, { playerId: 3, blocked: true }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Boris/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Block' }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(requests.some((r) => r.path === '/api/mail/block/3')).toBe(false);
    const ask = screen.getByRole('group', { name: /Block Boris\?/ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    await screen.findByText('You have blocked this player. Your letters still reach them.');
    expect(game.ui.getState().toasts.at(-1)?.text).toBe('Boris is blocked.');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('writes to support with support=true, and asks guests to register for players', async () => {
    const { requests } = setup(testPlayer({ id: 7, accessLevel: 'TRIAL' }), (req) =>
      req.path === '/api/mail/dialog/0/send'
        ? json(200, mailMessage({ id: 40, fromId: 7, toId: 0, text: 'Help me' }))
        : req.path === '/api/mail/dialog/0/list'
          ? json(200, { messages: [], more: false, partnerReadId: 0 })
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Boris/ }));
    expect(
      await screen.findByText('Register to write to players; you can write to support as you are'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All dialogs' }));
    fireEvent.click(await screen.findByRole('button', { name: /Support/ }));
    fireEvent.change(await screen.findByPlaceholderText('Your letter…'), {
      target: { value: 'Help me' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Help me');
    const sent = requests.find((r) => r.path === '/api/mail/dialog/0/send');
    expect(sent?.query).toMatchObject({ support: 'true' });
    expect(sent?.body).toEqual({ text: 'Help me' });
  });

  it('opens at the dialog it was asked for', async () => {
    const { game } = setup(
      testPlayer({ id: 7 }),
      () => undefined,
      (g) => g.social.getState().setMailStart({ id: 3, name: 'Boris', level: 12, role: null }),
    );
    expect(await screen.findByText('Letter 30')).toBeTruthy();
    // The partner's name heads the dialog (and signs each of their letters).
    const names = screen.getAllByRole('button', { name: 'Open the profile of Boris' });
    expect(names[0]!.classList.contains('dialog-name')).toBe(true);
    expect(game.social.getState().mailStart).toBeNull();
  });
});
