import type { OverlayFeatures } from '../feature';

export const chatOverlays = {
  chat: {
    load: () => import('./ChatOverlay'),
    menu: {
      place: 'social',
      order: 10,
      icon: 'chat-bubble',
      label: 'chat.menu',
      // New clan messages and whispers; the busy main room would keep a mark lit for ever.
      waiting: (_, s) => s.chatUnread.CLAN || s.chatUnread.PRIVAT,
      beforeOpen: (game) => game.social.getState().setChatStart(null),
    },
  },
} satisfies OverlayFeatures;
