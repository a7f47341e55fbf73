import { api } from '@heroroad/protocol';
import { errorMessage } from '@heroroad/rules';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import RegisterOverlay from './RegisterOverlay';

afterEach(cleanup);

const EN = (code: Parameters<typeof errorMessage>[0]) => errorMessage(code, 'EN');

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function acceptAll() {
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}

describe('RegisterOverlay (SPEC §5)', () => {
  it('shows the rules messages and sends nothing for an empty form', () => {
    const { game, requests } = createTestGame();
    game.ui.getState().open('register');
    renderWithGame(game, <RegisterOverlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(EN('NICKNAME_EMPTY'))).toBeTruthy();
    expect(screen.getByText(EN('PASSWORD_EMPTY'))).toBeTruthy();
    expect(screen.getByText(EN('CONSENT_REQUIRED'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('checks the repeat and an optional mail or phone', () => {
    const { game, requests } = createTestGame();
    renderWithGame(game, <RegisterOverlay />);
    fill('Nickname', 'Ivan');
    fill('Password', 'secret12');
    fill('Repeat the password', 'secret13');
    fill(/Mail or phone/, '+7 12');
    acceptAll();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(EN('PASSWORD_REPEAT_MISMATCH'))).toBeTruthy();
    expect(screen.getByText(EN('PHONE_INVALID'))).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('registers with a spinner while the request runs, then closes and toasts', async () => {
    let release: (r: Response) => void = () => undefined;
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.security.register.url) {
        return new Promise<Response>((resolve) => (release = resolve));
      }
      if (req.path === api.player.infoCurrent.url) {
        return json(200, testInfo(testPlayer({ name: 'Ivan the Brave' })));
      }
      return undefined;
    });
    game.ui.getState().open('account');
    game.ui.getState().open('register');
    renderWithGame(game, <RegisterOverlay />);
    fill('Nickname', '  Ivan   the Brave ');
    fill('Password', 'secret12');
    fill('Repeat the password', 'secret12');
    fill(/Mail or phone/, '   ');
    acceptAll();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const button = await screen.findByRole('button', { name: /Register/ });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const sent = requests.find((r) => r.path === api.security.register.url);
    expect(sent?.body).toEqual({
      name: 'Ivan the Brave',
      password: 'secret12',
      passwordRepeat: 'secret12',
      acceptPrivacy: true,
      acceptCookies: true,
      acceptAgreement: true,
      lang: 'EN',
    });

    await act(async () => release(json(200, { playerId: 7, accessLevel: 'PLAYER' })));
    await waitFor(() => expect(game.ui.getState().overlays).toEqual([]));
    expect(game.ui.getState().toasts.at(-1)?.text).toBe(
      'Welcome, Ivan the Brave! Your progress is saved.',
    );
  });

  it("puts the server's translated answer under the field it concerns", async () => {
    const { game } = createTestGame((req) =>
      req.path === api.security.register.url
        ? json(409, { code: 'NICKNAME_TAKEN', message: 'This nickname is already taken' })
        : undefined,
    );
    renderWithGame(game, <RegisterOverlay />);
    fill('Nickname', 'Ivan');
    fill('Password', 'secret12');
    fill('Repeat the password', 'secret12');
    acceptAll();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const message = await screen.findByText('This nickname is already taken');
    expect(message.id).toBe(screen.getByLabelText('Nickname').getAttribute('aria-describedby'));
  });
});
