import { describe, expect, it, vi } from 'vitest';
import { EventBus } from '../events/bus';
import { chatMessage } from '../testing/socialFixtures';
import type { RealtimeEvents } from './events';
import { dispatchNotification, parseNotification } from './notifications';

describe('realtime notifications', () => {
  it('reads each type and emits it with its payload', () => {
    const bus = new EventBus<RealtimeEvents>();
    const chat = vi.fn();
    const seen = vi.fn();
    const mailRead = vi.fn();
    bus.on('CHAT_MESSAGE', chat);
    bus.on('CHAT_SEEN', seen);
    bus.on('MAIL_READ', mailRead);
    for (const body of [
      { type: 'CHAT_MESSAGE', payload: chatMessage({ text: '<b>hi</b>' }) },
      { type: 'CHAT_SEEN', payload: { room: 'CLAN', lastId: 9 } },
      { type: 'MAIL_READ', payload: { partnerId: 0, readId: 4 } },
    ]) {
      const notification = parseNotification(JSON.stringify(body));
      expect(notification).not.toBeNull();
      dispatchNotification(bus, notification!);
    }
    expect(chat).toHaveBeenCalledWith(chatMessage({ text: '<b>hi</b>' }));
    expect(seen).toHaveBeenCalledWith({ room: 'CLAN', lastId: 9 });
    expect(mailRead).toHaveBeenCalledWith({ partnerId: 0, readId: 4 });
  });

  it('refuses bodies that are not notifications of the protocol', () => {
    expect(parseNotification('not json')).toBeNull();
    expect(parseNotification(JSON.stringify({ type: 'GOLD_RAIN', payload: {} }))).toBeNull();
    expect(
      parseNotification(
        JSON.stringify({ type: 'CHAT_SEEN', payload: { room: 'ATTIC', lastId: 1 } }),
      ),
    ).toBeNull();
    expect(
      parseNotification(JSON.stringify({ type: 'CHAT_MESSAGE', payload: { id: 1, text: 'x' } })),
    ).toBeNull();
  });
});
