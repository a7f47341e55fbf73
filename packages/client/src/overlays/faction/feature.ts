import type { OverlayFeatures } from '../feature';

export const factionOverlays = {
  factionShop: { load: () => import('./FactionShopOverlay') },
  market: { load: () => import('./MarketOverlay') },
} satisfies OverlayFeatures;
