import type { OverlayFeatures } from '../feature';

export const bankOverlays = {
  bank: {
    load: () => import('./BankOverlay'),
    menu: {
      place: 'road',
      order: 40,
      icon: 'emerald',
      label: 'menu.bank',
      // SPEC §3 campaign types: a chest or the wheel waits behind the bank.
      waiting: (s) => (s.info?.campaignTypes.length ?? 0) > 0,
    },
  },
} satisfies OverlayFeatures;
