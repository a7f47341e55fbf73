import type { RealtimeFlows, RealtimeServices } from './ports';

/**
 * Duels pushed by the server (GAME_DESIGN "Duels"): a challenge taken up brings its battle scene
 * at once, with word of who took it up; a move of the other duellist, or of either one for a
 * watcher, is fetched at once, or as soon as the scene has finished showing what it was playing
 * (a push that came meanwhile waits for the scene's next idle). `watch` is told which duel the
 * player watches on the battle scene (null once they leave or it ends), so the link follows that
 * duel's destination only meanwhile. The duel flows come from `flows` (app/duels.ts). Answers
 * the function that stops listening.
 */
export function installDuelSync(
  game: Pick<RealtimeServices, 'notifications' | 'battle' | 'ui' | 't' | 'bus'>,
  flows: Pick<RealtimeFlows, 'onDuelTaken' | 'onDuelMoved' | 'watchedDuel'>,
  watch: (battleId: number | null) => void,
): () => void {
  // The most moves a push said the battle holds, by battle.
  let pushed: { battleId: number; offset: number } | null = null;
  const follow = () => {
    const status = game.battle.getState().status;
    if (!pushed || status?.battle.id !== pushed.battleId || status.offset >= pushed.offset) return;
    void flows.onDuelMoved().catch(() => undefined);
  };
  const offs = [
    game.notifications.on('DUEL_STARTED', ({ battleId, opponent }) => {
      // The board's own look may have brought the battle already.
      if (game.battle.getState().status?.battle.id === battleId) return;
      game.ui.getState().toast('info', game.t('duels.taken', { name: opponent.name }));
      void flows.onDuelTaken().catch(() => undefined);
    }),
    game.notifications.on('DUEL_MOVED', (moved) => {
      if (!pushed || pushed.battleId !== moved.battleId || pushed.offset < moved.offset)
        pushed = moved;
      follow();
    }),
    game.bus.on('battle:idle', follow),
  ];
  let watched: number | null = null;
  const followWatched = () => {
    const now = flows.watchedDuel();
    if (now === watched) return;
    watched = now;
    watch(now);
  };
  offs.push(game.battle.subscribe(followWatched), game.ui.subscribe(followWatched));
  followWatched();
  return () => {
    offs.forEach((off) => off());
    if (watched !== null) watch(null);
  };
}
