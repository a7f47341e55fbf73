import type { OverlayFeatures } from '../feature';

export const accountOverlays = {
  account: {
    load: () => import('./AccountOverlay'),
    menu: { place: 'road', order: 80, icon: 'person', label: 'menu.account' },
  },
  register: { load: () => import('./RegisterOverlay') },
  login: { load: () => import('./LoginOverlay') },
  rename: { load: () => import('./RenameOverlay') },
  mailOrPhone: { load: () => import('./MailOrPhoneOverlay') },
  password: { load: () => import('./PasswordOverlay') },
} satisfies OverlayFeatures;
