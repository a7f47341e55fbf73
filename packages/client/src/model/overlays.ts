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
  'tasks',
  'event',
  'news',
  'help',
  'bank',
  'wheel',
  'chests',
  'promos',
  'gifts',
  'sendGift',
  'referral',
  'offer',
  'staff',
  'clan',
  'rating',
  'factionShop',
  'market',
  'portal',
  'portalShop',
  'snowWorld',
] as const;
export type OverlayId = (typeof OVERLAY_IDS)[number];

/**
 * Pages that end the game's normal flow (the server has gone away, the page must reload):
 * opening one replaces whatever is open, Back leaves it open (it says what to do), and its code
 * is fetched ahead, since with the server gone it could no longer be.
 */
export const BLOCKING_OVERLAYS: ReadonlySet<OverlayId> = new Set(['connection', 'reload']);
