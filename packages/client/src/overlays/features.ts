import type { OverlayId } from '../model/overlays';
import { accountOverlays } from './account/feature';
import { bankOverlays } from './bank/feature';
import { backpackOverlays } from './backpack/feature';
import { chatOverlays } from './chat/feature';
import { clanOverlays } from './clan/feature';
import { eventOverlays } from './event/feature';
import { factionOverlays } from './faction/feature';
import type { OverlayFeature } from './feature';
import { fortuneOverlays } from './fortune/feature';
import { forumOverlays } from './forum/feature';
import { giftsOverlays } from './gifts/feature';
import { helpOverlays } from './help/feature';
import { mailOverlays } from './mail/feature';
import { newsOverlays } from './news/feature';
import { pagesOverlays } from './pages/feature';
import { profileOverlays } from './profile/feature';
import { promosOverlays } from './promos/feature';
import { ratingOverlays } from './rating/feature';
import { settingsOverlays } from './settings/feature';
import { staffOverlays } from './staff/feature';
import { tasksOverlays } from './tasks/feature';
import { worldsOverlays } from './worlds/feature';

/**
 * Every overlay page, collected from its folder's `feature.ts`: the one list the host reads, and
 * the one place a new overlay folder is named. Its keys are the overlays' ids (below).
 */
const FEATURES = {
  ...accountOverlays,
  ...settingsOverlays,
  ...pagesOverlays,
  ...chatOverlays,
  ...mailOverlays,
  ...forumOverlays,
  ...profileOverlays,
  ...backpackOverlays,
  ...tasksOverlays,
  ...eventOverlays,
  ...newsOverlays,
  ...helpOverlays,
  ...bankOverlays,
  ...fortuneOverlays,
  ...promosOverlays,
  ...giftsOverlays,
  ...staffOverlays,
  ...clanOverlays,
  ...ratingOverlays,
  ...factionOverlays,
  ...worldsOverlays,
};

type Registered = { readonly [Id in keyof typeof FEATURES]: true };

// The registered keys are the game's overlay ids (model/overlays.ts `OverlayId`).
declare module '../model/overlays' {
  interface OverlayIds extends Registered {}
}

export const OVERLAY_FEATURES: Readonly<Record<OverlayId, OverlayFeature>> = FEATURES;
