import type { RealtimeServices } from './ports';

/**
 * Fetches the link's code (with the flows it calls) and answers the function that runs it,
 * which answers the function that ends the link. main.tsx gives it: the STOMP client is its own
 * chunk.
 */
export type RealtimeLoader = () => Promise<() => () => void>;

/**
 * Starts the realtime link once the game has started, its first scene (not the boot or load
 * screen) has drawn a frame and a player is signed in. The link's code is fetched only then, so
 * it never weighs on the first frame. Answers the function that ends the link.
 */
export function installRealtime(
  game: Pick<RealtimeServices, 'bus' | 'ui' | 'player'>,
  load: RealtimeLoader,
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
    void load().then((run) => {
      if (!disposed) stop = run();
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
