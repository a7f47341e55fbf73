import type { OverlayFeatures } from '../feature';

export const backpackOverlays = {
  backpack: {
    load: () => import('./BackpackOverlay'),
    menu: { place: 'road', order: 20, icon: 'knapsack', label: 'menu.backpack' },
  },
} satisfies OverlayFeatures;
