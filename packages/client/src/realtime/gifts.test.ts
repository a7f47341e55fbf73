import { describe, expect, it } from 'vitest';
import { createTestGame, testInfo, testPlayer } from '../testing/gameHarness';
import { installGiftSync } from './gifts';

describe('installGiftSync', () => {
  it('lights the gifts badge and names the sender when a gift arrives', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ id: 7, giftNews: 1, haveNewGift: true })));
    const off = installGiftSync(game);
    const gift = {
      id: 9,
      giftId: 'rose',
      senderId: 3,
      senderName: 'Boris',
      receiverId: 7,
      receiverName: 'Me',
      reward: { GOLD: 3500 },
      createdAt: 1,
      acceptedAt: null,
    };
    game.notifications.emit('GIFT_RECEIVED', gift);
    expect(game.player.getState().player).toMatchObject({ haveNewGift: true, giftNews: 2 });
    expect(game.ui.getState().toasts.map((t) => t.text)).toContain('Boris sent you a gift: Rose!');
    // A gift for someone else (a session that changed player meanwhile) changes nothing.
    game.notifications.emit('GIFT_RECEIVED', { ...gift, receiverId: 8 });
    expect(game.player.getState().player?.giftNews).toBe(2);
    off();
    game.notifications.emit('GIFT_RECEIVED', gift);
    expect(game.player.getState().player?.giftNews).toBe(2);
  });
});
