import type { OverlayFeatures } from '../feature';

export const promosOverlays = {
  promos: { load: () => import('./PromosOverlay') },
  offer: { load: () => import('./OfferOverlay') },
} satisfies OverlayFeatures;
