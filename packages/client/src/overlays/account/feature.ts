import type { OverlayFeatures } from '../feature';

export const accountOverlays = {
  account: { load: () => import('./AccountOverlay') },
  register: { load: () => import('./RegisterOverlay') },
  login: { load: () => import('./LoginOverlay') },
  rename: { load: () => import('./RenameOverlay') },
  mailOrPhone: { load: () => import('./MailOrPhoneOverlay') },
  password: { load: () => import('./PasswordOverlay') },
} satisfies OverlayFeatures;
