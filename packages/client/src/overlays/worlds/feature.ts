import type { OverlayFeatures } from '../feature';

export const worldsOverlays = {
  portal: { load: () => import('./PortalOverlay') },
  portalShop: { load: () => import('./PortalShopOverlay') },
  snowWorld: { load: () => import('./SnowWorldOverlay') },
} satisfies OverlayFeatures;
