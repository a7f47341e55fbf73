import type { OverlayFeatures } from '../feature';

export const bankOverlays = {
  bank: { load: () => import('./BankOverlay') },
} satisfies OverlayFeatures;
