import type { OverlayFeatures } from '../feature';

export const fortuneOverlays = {
  wheel: { load: () => import('./WheelOverlay') },
  chests: { load: () => import('./ChestsOverlay') },
} satisfies OverlayFeatures;
