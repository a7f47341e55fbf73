import { enterTakenDuel, followDuel } from '../app/duels';
import type { GameServices } from '../app/ports';

/**
 * Duels pushed by the server (GAME_DESIGN "Duels"): a challenge taken up brings its battle scene
 * at once, with word of who took it up; the other duellist's move is fetched at once, or as soon
 * as the scene has finished showing what it was playing (a push that came meanwhile waits for
 * the scene's next idle). Answers the function that stops listening.
 */
export function installDuelSync(game: GameServices): () => void {
  // The most moves a push said the battle holds, by battle.
  let pushed: { battleId: number; offset: number } | null = null;
  const follow = () => {
    const status = game.battle.getState().status;
    if (!pushed || status?.battle.id !== pushed.battleId || status.offset >= pushed.offset) return;
    void followDuel(game).catch(() => undefined);
  };
  const offs = [
    game.notifications.on('DUEL_STARTED', ({ battleId, opponent }) => {
      // The board's own look may have brought the battle already.
      if (game.battle.getState().status?.battle.id === battleId) return;
      game.ui.getState().toast('info', game.t('duels.taken', { name: opponent.name }));
      void enterTakenDuel(game).catch(() => undefined);
    }),
    game.notifications.on('DUEL_MOVED', (moved) => {
      if (!pushed || pushed.battleId !== moved.battleId || pushed.offset < moved.offset)
        pushed = moved;
      follow();
    }),
    game.bus.on('battle:idle', follow),
  ];
  return () => offs.forEach((off) => off());
}
