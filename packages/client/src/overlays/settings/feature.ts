import type { OverlayFeatures } from '../feature';

export const settingsOverlays = {
  settings: {
    load: () => import('./SettingsOverlay'),
    menu: { place: 'road', order: 100, icon: 'cog', label: 'menu.settings' },
  },
  credits: { load: () => import('./CreditsOverlay') },
} satisfies OverlayFeatures;
