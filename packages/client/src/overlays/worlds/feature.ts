import type { OverlayFeatures } from '../feature';

export const worldsOverlays = {
  portal: { load: () => import('./PortalOverlay') },
  portalShop: {
    load: () => import('./PortalShopOverlay'),
    menu: { place: 'more', order: 70, icon: 'magic-portal', label: 'worlds.shop.open' },
  },
  snowWorld: { load: () => import('./SnowWorldOverlay') },
} satisfies OverlayFeatures;
