import { api } from '@heroroad/protocol';
import type { GameServices } from './ports';

// Staff's "login as a player" (SPEC §2, §6), apart from the moderator panel's other flows
// (`staff.ts`): every page load asks `viewing` whether to show the banner, and importing it from
// the panel's flows put them, with the rules' access helpers, in every player's first load.

type Viewing = Pick<GameServices, 'api' | 'storage' | 'session'>;

/**
 * Logs in as a player: the staff member's own session is put aside and the page starts again
 * with the player's view, until `exitView` returns to it.
 */
export async function enterView(
  game: Viewing,
  playerId: number,
  restart: () => void = () => location.reload(),
): Promise<void> {
  const view = await game.api.call(api.staff.viewEnter, { params: { id: playerId } });
  game.storage.set('staffReturn', {
    jsession: game.session.jsession,
    authorization: game.session.authorization,
    playerId: view.playerId,
    playerName: view.playerName,
  });
  game.storage.set('jsession', view.token);
  game.storage.set('authorization', view.token);
  restart();
}

/** Whose game staff are viewing now, if anyone's. */
export const viewing = (game: Pick<GameServices, 'storage'>) =>
  game.storage.get('staffReturn') ?? null;

/** Ends the view (the server forgets its session) and restarts with the staff member's own. */
export async function exitView(
  game: Viewing,
  restart: () => void = () => location.reload(),
): Promise<void> {
  const back = game.storage.get('staffReturn');
  if (!back) return;
  // An already ended view (a ban, an expiry) still returns its staff member home.
  await game.api.call(api.staff.viewExit).catch(() => undefined);
  game.storage.remove('staffReturn');
  if (back.jsession) game.storage.set('jsession', back.jsession);
  else game.storage.remove('jsession');
  if (back.authorization) game.storage.set('authorization', back.authorization);
  else game.storage.remove('authorization');
  restart();
}
