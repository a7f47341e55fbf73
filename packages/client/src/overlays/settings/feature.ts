import type { OverlayFeatures } from '../feature';

export const settingsOverlays = {
  settings: { load: () => import('./SettingsOverlay') },
  credits: { load: () => import('./CreditsOverlay') },
} satisfies OverlayFeatures;
