import { findGift, pickText } from '@heroroad/rules';
import type { RealtimeServices } from './ports';

/** A gift arriving lights the inbox's badge at once and says who sent it. */
export function installGiftSync(
  game: Pick<RealtimeServices, 'notifications' | 'player' | 'ui' | 't' | 'lang'>,
): () => void {
  return game.notifications.on('GIFT_RECEIVED', (gift) => {
    const store = game.player.getState();
    const player = store.player;
    if (!player || gift.receiverId !== player.id) return;
    store.patchPlayer({ haveNewGift: true, giftNews: player.giftNews + 1 });
    const def = findGift(gift.giftId);
    game.ui.getState().toast(
      'info',
      game.t('gifts.arrived', {
        name: gift.senderName,
        gift: def ? pickText(def.name, game.lang) : gift.giftId,
      }),
    );
  });
}
