import type { OverlayFeatures } from '../feature';

export const chatOverlays = {
  chat: { load: () => import('./ChatOverlay') },
} satisfies OverlayFeatures;
