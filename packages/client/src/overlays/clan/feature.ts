import type { OverlayFeatures } from '../feature';

export const clanOverlays = {
  clan: { load: () => import('./ClanOverlay') },
} satisfies OverlayFeatures;
