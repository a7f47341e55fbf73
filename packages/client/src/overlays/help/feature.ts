import type { OverlayFeatures } from '../feature';

export const helpOverlays = {
  help: { load: () => import('./HelpOverlay') },
} satisfies OverlayFeatures;
