import type { GameServices } from '../app/ports';
import { retryImport } from '../app/retryImport';
import type { runRealtime } from './run';

interface RunModule {
  readonly runRealtime: typeof runRealtime;
}

/**
 * Starts the realtime link once the game has started, its first scene (not the boot or load
 * screen) has drawn a frame and a player is signed in. The STOMP client is its own chunk,
 * fetched only then, so it never weighs on the first frame. Answers the function that ends the
 * link.
 */
export function installRealtime(
  game: GameServices,
  load: () => Promise<RunModule> = () => import('./run'),
): () => void {
  let stop: (() => void) | null = null;
  let requested = false;
  let disposed = false;
  let framed = false;
  const ready = () =>
    framed && game.ui.getState().gameStarted && game.player.getState().player !== null;
  const check = () => {
    if (requested || !ready()) return;
    requested = true;
    offs.forEach((off) => off());
    void retryImport(load).then(({ runRealtime }) => {
      if (!disposed) stop = runRealtime(game);
    });
  };
  const offs = [
    game.bus.on('scene:frame', ({ key }) => {
      if (key === 'boot' || key === 'load') return;
      framed = true;
      check();
    }),
    game.ui.subscribe(check),
    game.player.subscribe(check),
  ];
  check();
  return () => {
    disposed = true;
    offs.forEach((off) => off());
    stop?.();
  };
}
