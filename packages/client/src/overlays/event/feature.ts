import type { OverlayFeatures } from '../feature';

export const eventOverlays = {
  event: { load: () => import('./EventOverlay') },
} satisfies OverlayFeatures;
