import type { OverlayFeatures } from '../feature';

export const factionOverlays = {
  factionShop: {
    load: () => import('./FactionShopOverlay'),
    menu: { place: 'more', order: 50, icon: 'flying-flag', label: 'faction.open' },
  },
  market: {
    load: () => import('./MarketOverlay'),
    menu: { place: 'more', order: 60, icon: 'two-coins', label: 'market.open' },
  },
} satisfies OverlayFeatures;
