import type { OverlayFeatures } from '../feature';

export const staffOverlays = {
  staff: { load: () => import('./StaffOverlay') },
} satisfies OverlayFeatures;
