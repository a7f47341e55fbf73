import type { OverlayFeatures } from '../feature';

export const mailOverlays = {
  mail: { load: () => import('./MailOverlay') },
} satisfies OverlayFeatures;
