/** Every overlay page that opens above the canvas. */
export const OVERLAY_IDS = [
  'account',
  'register',
  'login',
  'rename',
  'mailOrPhone',
  'password',
  'settings',
  'credits',
  'connection',
  'reload',
  'update',
  'chat',
  'mail',
  'forum',
  'profile',
  'backpack',
] as const;
export type OverlayId = (typeof OVERLAY_IDS)[number];
