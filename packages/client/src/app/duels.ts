import { api, type DuelBoardDto } from '@heroroad/protocol';
import { enterBattle, type BattleEntryPorts } from './battle/flows';
import type { GameServices } from './ports';

/**
 * Duels (MULTI battles, GAME_DESIGN "Duels"): the board, a challenge, taking one up, watching.
 * The server pushes a taken challenge and every move (realtime/duels.ts): to the other duellist,
 * and to the duel's own destination, which a watcher's link follows while the duel is on its
 * screen. So a duel's screen, played or watched, asks on its own only every DUEL_FALLBACK_MS, in
 * case the realtime link is down or a push was missed. The open board refreshes its lists every
 * DUEL_BOARD_POLL_MS.
 */
export const DUEL_FALLBACK_MS = 15_000;
export const DUEL_BOARD_POLL_MS = 5000;

type Calls = Pick<GameServices, 'api'>;
/** A duel's calls that bring its battle on screen. */
type Entering = Calls & BattleEntryPorts;

export const loadDuels = (game: Calls): Promise<DuelBoardDto> =>
  game.api.call(api.battle.duelBoard);

export const openDuel = (game: Calls): Promise<DuelBoardDto> =>
  game.api.call(api.battle.duelOpen, { throttleId: 'duel.open' });

export const withdrawDuel = (game: Calls): Promise<DuelBoardDto> =>
  game.api.call(api.battle.duelCancel, { throttleId: 'duel.cancel' });

/** Takes up a challenge: the duel starts and the battle scene comes (the challenger moves first). */
export async function takeUpDuel(game: Entering, duelId: number): Promise<void> {
  const status = await game.api.call(api.battle.duelJoin, {
    body: { duelId },
    throttleId: `duel.join:${duelId}`,
  });
  await enterBattle(game, status);
}

/**
 * The challenger's side: once their open challenge has gone from the board, someone may have
 * taken it up. If they are now in a duel, its battle scene comes; answers whether it did.
 */
export async function enterTakenDuel(game: Entering): Promise<boolean> {
  const status = await game.api
    .call(api.battle.movesSublist, { body: { offset: 0 } })
    .catch(() => null);
  if (!status || !status.battle.versusPlayer) return false;
  await enterBattle(game, status);
  return true;
}

/** Watches a duel from its first move on the battle scene, from the challenger's side. */
export async function watchDuel(
  game: Pick<GameServices, 'api' | 'battle' | 'go'>,
  battleId: number,
): Promise<void> {
  const view = await game.api.call(api.battle.duelWatch, { query: { battleId } });
  game.battle.getState().watch(view.status);
  await game.go({ key: 'battle', params: { battleId }, transition: 'fade' });
}

/** The running duel the player is watching on the battle scene, if any (its battle id). */
export function watchedDuel(game: Pick<GameServices, 'battle' | 'ui'>): number | null {
  const s = game.battle.getState();
  const st = s.status;
  if (!s.watching || !st || game.ui.getState().scene !== 'battle') return null;
  return st.battle.versusPlayer && st.battleState === 'IN_PROGRESS' ? st.battle.id : null;
}

/**
 * One look for the other side's moves in a running duel (played or watched): new moves go to
 * the scene. Does nothing outside a duel, during the player's own turn, or while moves play.
 */
export async function followDuel(game: Pick<GameServices, 'api' | 'battle'>): Promise<void> {
  const s = game.battle.getState();
  const st = s.status;
  if (!st || !st.battle.versusPlayer || st.battleState !== 'IN_PROGRESS') return;
  if (s.busy || s.seq !== s.shownSeq) return;
  if (!s.watching && st.turningTeam === 0) return;
  const fresh = s.watching
    ? (
        await game.api.call(api.battle.duelWatch, {
          query: { battleId: st.battle.id, offset: st.offset },
        })
      ).status
    : await game.api.call(api.battle.movesSublist, { body: { offset: st.offset } });
  const now = game.battle.getState();
  // Dropped if the player moved on meanwhile (a command answered, the scene left).
  if (fresh.moves.length === 0 || now.status !== st) return;
  now.show(fresh, 'animate');
}
