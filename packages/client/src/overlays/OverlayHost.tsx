import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useStore } from 'zustand';
import { retryImport } from '../app/retryImport';
import { useGame } from '../ui/GameContext';
import { preloadIcons } from '../assets/icons';
import type { IconName } from '../assets/iconNames';
import { BLOCKING_OVERLAYS, type OverlayId } from '../model/overlays';
import { OVERLAY_FEATURES } from './features';

/** Each page a lazy component: its chunk is fetched when it first opens. */
const OVERLAYS = Object.fromEntries(
  Object.entries(OVERLAY_FEATURES).map(([id, page]) => [id, lazy(() => retryImport(page.load))]),
) as Record<OverlayId, LazyExoticComponent<ComponentType>>;

/** Icons of the shell itself a blocking page shows with: a card's close button, the toasts. */
const SHELL_ICONS: readonly IconName[] = ['cancel', 'check-mark', 'scroll-unfurled'];

/**
 * Fetches the blocking pages and their icons ahead of need: they must be at hand when the server
 * has gone away, since then nothing could be fetched any more.
 */
function preloadBlocking(): void {
  const icons = new Set(SHELL_ICONS);
  for (const id of BLOCKING_OVERLAYS) {
    const page = OVERLAY_FEATURES[id];
    void retryImport(page.load);
    for (const icon of page.icons ?? []) icons.add(icon);
  }
  void preloadIcons([...icons]);
}

function Loading() {
  return (
    <div className="overlay-backdrop">
      <span className="spinner spinner-large" aria-hidden="true" />
    </div>
  );
}

/** Shows the open overlays, the top one last (the only one taking keys). */
export function OverlayHost() {
  const game = useGame();
  const open = useStore(game.ui, (s) => s.overlays);
  // Once the first scene is fully shown, so the fetch never competes with it.
  const started = useStore(
    game.ui,
    (s) => s.gameStarted && s.sceneSettled && s.scene !== 'load' && s.scene !== 'boot',
  );
  useEffect(() => {
    if (!started) return;
    preloadBlocking();
  }, [started]);
  return (
    <>
      {open.map((id) => {
        const Page = OVERLAYS[id];
        return (
          <Suspense key={id} fallback={<Loading />}>
            <Page />
          </Suspense>
        );
      })}
    </>
  );
}
