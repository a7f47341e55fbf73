import type { CSSProperties } from 'react';
import { useStore } from 'zustand';
import type { Game } from '../app/game';
import { RAIL_ROOM, VIEW_BANNER_HEIGHT, WIDE_RAIL_ROOM } from '../model/layout';
import { viewing } from '../app/staffView';
import { OverlayHost } from '../overlays/OverlayHost';
import type { SceneKey } from '../model/scenes';
import { CanvasSlot } from './CanvasSlot';
import { GameProvider } from './GameContext';
import { LoadingStatus } from './LoadingStatus';
import { SceneChrome } from './SceneChrome';
import { Toasts } from './Toasts';
import { ViewBanner } from './ViewBanner';

/** The server's header and footer HTML (SPEC §2), beside the game column on wide screens. */
function SiteChrome({ game }: { game: Game }) {
  const info = useStore(game.player, (s) => s.info);
  if (!info) return null;
  return (
    <>
      <header className="site-header" dangerouslySetInnerHTML={{ __html: info.header }} />
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: info.footer }} />
    </>
  );
}

/**
 * Toasts sit below what a scene draws on top: the road's player card, the welcome's title,
 * other scenes' banner.
 */
const BANNERED: ReadonlySet<SceneKey> = new Set(['battle', 'creature', 'arena', 'clan', 'music']);

function toastOffset(scene: SceneKey | null): number {
  if (scene === 'road') return 170;
  if (scene === 'characterSelection') return 200;
  return scene && BANNERED.has(scene) ? 90 : 0;
}

/** The single page: the canvas column with its scene controls, overlays above, toasts on top. */
export function App({ game }: { game: Game }) {
  const layout = useStore(game.ui, (s) => s.layout);
  const mode = useStore(game.settings, (s) => s.interfaceMode);
  const blocked = useStore(game.ui, (s) => s.overlays.length > 0);
  const scene = useStore(game.ui, (s) => s.scene);
  const settled = useStore(game.ui, (s) => s.sceneSettled);
  return (
    <GameProvider game={game}>
      <div
        className="page"
        data-layout={layout.mode}
        data-rails={layout.sideRoom >= RAIL_ROOM}
        data-wide-rails={layout.sideRoom >= WIDE_RAIL_ROOM}
        data-ui={mode.toLowerCase()}
        data-overlay={blocked}
        data-viewing={viewing(game) !== null}
        style={
          {
            '--toast-offset': `${Math.round(toastOffset(scene) * layout.scale)}px`,
            '--side-room': `${layout.sideRoom}px`,
            '--view-banner': `${VIEW_BANNER_HEIGHT}px`,
          } as CSSProperties
        }
      >
        {layout.mode === 'desktop' && <SiteChrome game={game} />}
        <main
          className="stage"
          data-scene={scene ?? undefined}
          data-settled={settled}
          style={
            { width: layout.width, height: layout.height, '--scale': layout.scale } as CSSProperties
          }
        >
          <CanvasSlot game={game} />
          <div className="scene-chrome" inert={blocked}>
            <SceneChrome />
          </div>
          <LoadingStatus />
        </main>
        <OverlayHost />
        <ViewBanner />
        <Toasts />
      </div>
    </GameProvider>
  );
}
