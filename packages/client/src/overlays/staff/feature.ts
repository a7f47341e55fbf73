import { hasModeratorAccess } from '@heroroad/rules';
import type { OverlayFeatures } from '../feature';

export const staffOverlays = {
  staff: {
    load: () => import('./StaffOverlay'),
    menu: {
      place: 'road',
      order: 110,
      icon: 'gavel',
      label: 'menu.staff',
      shown: (s) => s.player !== null && hasModeratorAccess(s.player.accessLevel),
    },
  },
} satisfies OverlayFeatures;
