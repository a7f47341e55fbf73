import type { OverlayFeatures } from '../feature';

export const giftsOverlays = {
  gifts: {
    load: () => import('./GiftsOverlay'),
    menu: {
      place: 'more',
      order: 30,
      icon: 'present',
      label: 'gifts.menu',
      waiting: (s) => s.player?.giftNews || (s.player?.haveNewGift ?? false),
    },
  },
  sendGift: { load: () => import('./SendGiftOverlay') },
  referral: { load: () => import('./ReferralOverlay') },
} satisfies OverlayFeatures;
