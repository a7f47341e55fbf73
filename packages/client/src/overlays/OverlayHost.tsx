import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useStore } from 'zustand';
import { retryImport } from '../app/retryImport';
import { useGame } from '../ui/GameContext';
import type { OverlayId } from './ids';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(() => retryImport(load));

/**
 * Every overlay is its own chunk, fetched when first opened (and retried until it arrives), so
 * none of them weighs on the first frame. To add one: its id in ids.ts and its loader here.
 */
export const OVERLAYS: Record<OverlayId, LazyExoticComponent<ComponentType>> = {
  account: page(() => import('./account/AccountOverlay')),
  register: page(() => import('./account/RegisterOverlay')),
  login: page(() => import('./account/LoginOverlay')),
  rename: page(() => import('./account/RenameOverlay')),
  mailOrPhone: page(() => import('./account/MailOrPhoneOverlay')),
  password: page(() => import('./account/PasswordOverlay')),
  settings: page(() => import('./settings/SettingsOverlay')),
  credits: page(() => import('./settings/CreditsOverlay')),
  connection: page(() => import('./pages/ConnectionOverlay')),
  reload: page(() => import('./pages/ReloadOverlay')),
  update: page(() => import('./pages/UpdateOverlay')),
};

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
