import type { OverlayFeatures } from '../feature';

export const newsOverlays = {
  news: { load: () => import('./NewsOverlay') },
} satisfies OverlayFeatures;
