import { api, type BodyOf } from '@heroroad/protocol';
import type { GameServices } from './ports';
import { enterWorld } from './start';

/**
 * Account flows. Each calls the server through the API client and then updates stores and
 * scenes; errors propagate to the caller (the form shows them), successes toast.
 */

/**
 * What signing up, in and out reaches: the server's calls, the session, the referral the game
 * was opened with, the player and the scene.
 */
export type AccountPorts = Pick<
  GameServices,
  | 'api'
  | 'applyInfo'
  | 'applyPlayer'
  | 'clearPlayer'
  | 'entry'
  | 'go'
  | 'lang'
  | 'player'
  | 'session'
  | 't'
  | 'ui'
>;

/** The referral code the game was opened with (null where the platform disables referral). */
function referral(game: AccountPorts): { ref?: string } {
  return game.entry.ref ? { ref: game.entry.ref.slice(0, 40) } : {};
}

export async function startAsGuest(game: AccountPorts): Promise<void> {
  await game.api.call(api.security.registerTrial, {
    body: { lang: game.lang, ...referral(game) },
    throttleId: 'security.registerTrial',
  });
  await enterWorld(game);
  game.ui.getState().toast('success', game.t('toast.guestStarted'));
}

export type RegisterForm = Omit<BodyOf<typeof api.security.register>, 'lang'>;

export async function register(game: AccountPorts, form: RegisterForm): Promise<void> {
  await game.api.call(api.security.register, {
    body: { ...form, lang: game.lang, ...referral(game) },
    throttleId: 'security.register',
  });
  const info = await enterWorld(game);
  game.ui.getState().toast('success', game.t('toast.registered', { name: info.player.name }));
}

export async function login(game: AccountPorts, name: string, password: string): Promise<void> {
  await game.api.call(api.security.login, {
    body: { name, password },
    throttleId: 'security.login',
  });
  const info = await enterWorld(game);
  game.ui.getState().toast('success', game.t('toast.loggedIn', { name: info.player.name }));
}

export async function logout(game: AccountPorts): Promise<void> {
  await game.api.call(api.security.logout, { throttleId: 'security.logout' });
  game.session.clear();
  game.clearPlayer();
  await game.go({ key: 'characterSelection', params: undefined, transition: 'fade' });
  game.ui.getState().toast('info', game.t('toast.loggedOut'));
}

async function refreshPlayer(game: AccountPorts): Promise<void> {
  game.applyPlayer(await game.api.call(api.player.current));
}

export async function rename(game: AccountPorts, name: string): Promise<void> {
  await game.api.call(api.security.setName, { body: { name }, throttleId: 'security.setName' });
  await refreshPlayer(game);
  const current = game.player.getState().player?.name ?? name;
  game.ui.getState().toast('success', game.t('toast.renamed', { name: current }));
}

export async function changeMailOrPhone(game: AccountPorts, mailOrPhone: string): Promise<void> {
  await game.api.call(api.security.setMailOrPhone, {
    body: { mailOrPhone },
    throttleId: 'security.setMailOrPhone',
  });
  await refreshPlayer(game);
  game.ui.getState().toast('success', game.t('toast.mailSaved'));
}

export async function changePassword(
  game: AccountPorts,
  currentPassword: string,
  password: string,
  passwordRepeat: string,
): Promise<void> {
  // The answer carries a new session (every other one ends); the API client stores it.
  await game.api.call(api.security.setPassword, {
    body: { currentPassword, password, passwordRepeat },
    throttleId: 'security.setPassword',
  });
  game.ui.getState().toast('success', game.t('toast.passwordSaved'));
}
