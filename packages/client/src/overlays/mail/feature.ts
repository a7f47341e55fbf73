import type { OverlayFeatures } from '../feature';

export const mailOverlays = {
  mail: {
    load: () => import('./MailOverlay'),
    menu: {
      place: 'more',
      order: 10,
      icon: 'envelope',
      label: 'mail.menu',
      waiting: (p, s) =>
        s.mailUnread > 0 ? s.mailUnread : (p.player?.haveNewMailMessage ?? false),
      counted: 'mail.menuUnread',
      beforeOpen: (game) => game.social.getState().setMailStart(null),
    },
  },
} satisfies OverlayFeatures;
