import { api } from '@heroroad/protocol';
import { errorMessage, type ErrorCode } from '@heroroad/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import AccountOverlay from './AccountOverlay';
import LoginOverlay from './LoginOverlay';
import MailOrPhoneOverlay from './MailOrPhoneOverlay';
import PasswordOverlay from './PasswordOverlay';
import RenameOverlay from './RenameOverlay';

afterEach(cleanup);

const EN = (code: ErrorCode) => errorMessage(code, 'EN');
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginOverlay', () => {
  it('asks for both fields before sending', () => {
    const { game, requests } = createTestGame();
    renderWithGame(game, <LoginOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(EN('NICKNAME_EMPTY'))).toBeTruthy();
    expect(screen.getByText(EN('PASSWORD_EMPTY'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows a wrong password in the form and keeps the loaded game (no reload page)', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.security.login.url
        ? json(401, { code: 'LOGIN_FAILED', message: 'Wrong nickname or password' })
        : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'TRIAL' })));
    renderWithGame(game, <LoginOverlay />);
    expect(screen.getByText(/The guest's progress stays with the guest/)).toBeTruthy();
    fill('Nickname', 'Ivan');
    fill('Password', 'nope-nope');
    fireEvent.submit(screen.getByLabelText('Password').closest('form')!);
    await screen.findByText('Wrong nickname or password');
    expect(game.ui.getState().overlays).not.toContain('reload');
  });
});

describe('RenameOverlay', () => {
  it('refuses the current nickname unchanged', () => {
    const { game, requests } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ name: 'Ivan' })));
    renderWithGame(game, <RenameOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(screen.getByText(EN('NICKNAME_UNCHANGED'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('renames and takes in the updated player', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.security.setName.url) return json(200, { ok: true });
      if (req.path === api.player.current.url) return json(200, testPlayer({ name: 'Dobrynya' }));
      return undefined;
    });
    game.applyInfo(testInfo());
    game.ui.getState().open('rename');
    renderWithGame(game, <RenameOverlay />);
    fill('Nickname', 'Dobrynya');
    fireEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(game.player.getState().player?.name).toBe('Dobrynya'));
    expect(requests[0]?.body).toEqual({ name: 'Dobrynya' });
    expect(game.ui.getState().overlays).toEqual([]);
  });
});

describe('MailOrPhoneOverlay (SPEC §5)', () => {
  it.each([
    ['', 'MAIL_OR_PHONE_EMPTY'],
    ['+7 12', 'PHONE_INVALID'],
    ['hero.mail', 'MAIL_INVALID'],
  ] as const)('%j gives %s', (value, code) => {
    const { game, requests } = createTestGame();
    game.applyInfo(testInfo());
    renderWithGame(game, <MailOrPhoneOverlay />);
    fill('Mail or phone', value);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(EN(code))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});

describe('PasswordOverlay (SPEC §5)', () => {
  it('needs the current password and a matching repeat', () => {
    const { game, requests } = createTestGame();
    renderWithGame(game, <PasswordOverlay />);
    fill('New password', 'secret12');
    fill('Repeat the password', 'secret21');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText(EN('PASSWORD_CURRENT_EMPTY'))).toBeTruthy();
    expect(screen.getByText(EN('PASSWORD_REPEAT_MISMATCH'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('stores the new session the answer carries', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.security.setPassword.url
        ? json(
            200,
            { playerId: 7, accessLevel: 'PLAYER' },
            { jsession: 'NEW', authorization: 'NEW' },
          )
        : undefined,
    );
    renderWithGame(game, <PasswordOverlay />);
    fill('Current password', 'old-secret');
    fill('New password', 'secret12');
    fill('Repeat the password', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(game.session.authorization).toBe('NEW'));
  });
});

describe('AccountOverlay', () => {
  it('offers a guest registration and login', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ accessLevel: 'TRIAL' })));
    renderWithGame(game, <AccountOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(game.ui.getState().overlays).toContain('register');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('logs a player out: session forgotten, player cleared, overlays closed', async () => {
    const { game } = createTestGame((req) =>
      req.path === api.security.logout.url ? json(200, { ok: true }) : undefined,
    );
    game.session.capture(new Headers({ jsession: 'S', authorization: 'A' }));
    game.applyInfo(testInfo());
    game.ui.getState().open('account');
    renderWithGame(game, <AccountOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(game.player.getState().player).toBeNull());
    expect(game.session.known).toBe(false);
    expect(game.ui.getState().overlays).toEqual([]);
    expect(game.ui.getState().toasts.at(-1)?.text).toMatch(/logged out/);
  });
});
