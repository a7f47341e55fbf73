import type { OverlayFeatures } from '../feature';

export const pagesOverlays = {
  connection: {
    load: () => import('./ConnectionOverlay'),
    icons: ['broken-shield', 'cycle', 'hourglass'],
  },
  reload: { load: () => import('./ReloadOverlay'), icons: ['cycle'] },
  update: { load: () => import('./UpdateOverlay') },
} satisfies OverlayFeatures;
