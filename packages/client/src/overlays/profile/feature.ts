import type { OverlayFeatures } from '../feature';

export const profileOverlays = {
  profile: { load: () => import('./ProfileOverlay') },
} satisfies OverlayFeatures;
