import type { OverlayFeatures } from '../feature';

export const backpackOverlays = {
  backpack: { load: () => import('./BackpackOverlay') },
} satisfies OverlayFeatures;
