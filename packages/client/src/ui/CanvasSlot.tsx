import { useEffect, useState } from 'react';
import type { Game } from '../app/game';
import { loadCanvas } from '../pixi/loadCanvas';

/**
 * The canvas, once its chunk has arrived (`loadCanvas` retries until it does). Not `React.lazy`
 * under `Suspense`: React holds a boundary's content back until about 300 ms after its fallback
 * showed, so every first scene waited for that timer with the chunk long arrived.
 */
export function CanvasSlot({ game, load = loadCanvas }: { game: Game; load?: typeof loadCanvas }) {
  const [chunk, setChunk] = useState<Awaited<ReturnType<typeof loadCanvas>> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => {
      if (live) setChunk(m);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return chunk && <chunk.GameCanvas game={game} />;
}
