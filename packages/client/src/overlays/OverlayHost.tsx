import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useStore } from 'zustand';
import { retryImport } from '../app/retryImport';
import { useGame } from '../ui/GameContext';
import { preloadIcons } from '../assets/icons';
import type { OverlayId } from '../model/overlays';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Every overlay is its own chunk, fetched when first opened (and retried until it arrives), so
 * none of them weighs on the first frame. To add one: its id in ids.ts and its loader here.
 */
const LOADERS: Record<OverlayId, Loader> = {
  account: () => import('./account/AccountOverlay'),
  register: () => import('./account/RegisterOverlay'),
  login: () => import('./account/LoginOverlay'),
  rename: () => import('./account/RenameOverlay'),
  mailOrPhone: () => import('./account/MailOrPhoneOverlay'),
  password: () => import('./account/PasswordOverlay'),
  settings: () => import('./settings/SettingsOverlay'),
  credits: () => import('./settings/CreditsOverlay'),
  connection: () => import('./pages/ConnectionOverlay'),
  reload: () => import('./pages/ReloadOverlay'),
  update: () => import('./pages/UpdateOverlay'),
  chat: () => import('./chat/ChatOverlay'),
  mail: () => import('./mail/MailOverlay'),
  forum: () => import('./forum/ForumOverlay'),
  profile: () => import('./profile/ProfileOverlay'),
  backpack: () => import('./backpack/BackpackOverlay'),
  tasks: () => import('./tasks/TasksOverlay'),
  event: () => import('./event/EventOverlay'),
  news: () => import('./news/NewsOverlay'),
  help: () => import('./help/HelpOverlay'),
  bank: () => import('./bank/BankOverlay'),
  wheel: () => import('./fortune/WheelOverlay'),
  chests: () => import('./fortune/ChestsOverlay'),
  promos: () => import('./promos/PromosOverlay'),
  gifts: () => import('./gifts/GiftsOverlay'),
  sendGift: () => import('./gifts/SendGiftOverlay'),
  referral: () => import('./gifts/ReferralOverlay'),
  offer: () => import('./promos/OfferOverlay'),
  staff: () => import('./staff/StaffOverlay'),
  clan: () => import('./clan/ClanOverlay'),
  rating: () => import('./rating/RatingOverlay'),
  factionShop: () => import('./faction/FactionShopOverlay'),
  market: () => import('./faction/MarketOverlay'),
  portal: () => import('./worlds/PortalOverlay'),
  portalShop: () => import('./worlds/PortalShopOverlay'),
  snowWorld: () => import('./worlds/SnowWorldOverlay'),
};

const OVERLAYS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazy(() => retryImport(load))]),
) as Record<OverlayId, LazyExoticComponent<ComponentType>>;

/**
 * Fetches overlays ahead of need. The connection and reload pages must be at hand when the
 * server has gone away, since then their code could no longer be fetched.
 */
function preloadOverlays(ids: readonly OverlayId[]): void {
  for (const id of ids) void retryImport(LOADERS[id]);
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
    preloadOverlays(['connection', 'reload']);
    void preloadIcons([
      'broken-shield',
      'cycle',
      'hourglass',
      'cancel',
      'check-mark',
      'scroll-unfurled',
    ]);
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
