import type { OverlayFeatures } from '../feature';

export const giftsOverlays = {
  gifts: { load: () => import('./GiftsOverlay') },
  sendGift: { load: () => import('./SendGiftOverlay') },
  referral: { load: () => import('./ReferralOverlay') },
} satisfies OverlayFeatures;
