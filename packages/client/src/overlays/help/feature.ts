import type { OverlayFeatures } from '../feature';

export const helpOverlays = {
  help: {
    load: () => import('./HelpOverlay'),
    menu: { place: 'road', order: 90, icon: 'help', label: 'menu.help' },
  },
} satisfies OverlayFeatures;
