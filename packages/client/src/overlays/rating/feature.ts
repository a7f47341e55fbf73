import type { OverlayFeatures } from '../feature';

export const ratingOverlays = {
  rating: {
    load: () => import('./RatingOverlay'),
    menu: { place: 'more', order: 40, icon: 'laurels-trophy', label: 'rating.open' },
  },
} satisfies OverlayFeatures;
