import type { OverlayFeatures } from '../feature';

export const ratingOverlays = {
  rating: { load: () => import('./RatingOverlay') },
} satisfies OverlayFeatures;
