import { api, type ChatMessageDto, type ChatRoom } from '@heroroad/protocol';
import type { PlayerRef } from '../../stores/socialStore';
import type { GameServices } from '../ports';
import { asPage, type FeedSource } from './feed';

/**
 * Chat flows (SPEC §2, §7): a room's pages, sending, removal by staff, and the seen marks.
 * Each takes only the services it uses; failures reach the button that started them.
 */

/** A room's newest pages and what came after a message, as the chat's feed reads them. */
export function chatSource(
  game: Pick<GameServices, 'api'>,
  room: ChatRoom,
): FeedSource<ChatMessageDto> {
  return {
    page: (range) => game.api.call(api.chat.list, { params: { room }, query: range }).then(asPage),
    latest: (afterId) =>
      game.api.call(api.chat.latest, { params: { room }, query: { afterId } }).then(asPage),
  };
}

/** Sends a message to the room; in the whispers room it goes to `whisperTo`. */
export function sendChatMessage(
  game: Pick<GameServices, 'api'>,
  room: ChatRoom,
  text: string,
  whisperTo: PlayerRef | null,
): Promise<ChatMessageDto> {
  return game.api.call(api.chat.send, {
    params: { room },
    query: room === 'PRIVAT' && whisperTo ? { to: whisperTo.id } : undefined,
    body: { text },
  });
}

/** Staff remove a message; the room's readers see it go through the realtime link. */
export async function removeChatMessage(
  game: Pick<GameServices, 'api' | 'ui' | 't'>,
  message: Pick<ChatMessageDto, 'room' | 'id'>,
): Promise<void> {
  await game.api.call(api.chat.deleteMessage, { params: { room: message.room, id: message.id } });
  game.ui.getState().toast('success', game.t('chat.removed'));
}

/**
 * Closing the chat marks what was shown as read; the server tells the player's other tabs.
 * Best effort: a mark that fails to reach the server is set again by the next visit.
 */
export function markChatSeen(
  game: Pick<GameServices, 'api' | 'social'>,
  newest: ReadonlyMap<ChatRoom, number>,
): void {
  for (const [room, lastId] of newest) {
    game.social.getState().setChatUnread(room, false);
    game.api.call(api.chat.seen, { params: { room }, body: { lastId } }).catch(() => undefined);
  }
}
