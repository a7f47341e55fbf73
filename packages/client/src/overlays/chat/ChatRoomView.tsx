import { CHAT_MIN_INTERVAL_MS, type ChatMessageDto, type ChatRoom } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { chatSource, sendChatMessage } from '../../app/social/chat';
import { newestId } from '../../app/social/feed';
import type { PlayerRef } from '../../stores/socialStore';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { chatWriteBlock, isStaff } from '../social/access';
import { Composer } from '../social/Composer';
import { useComposer } from '../social/useComposer';
import { MessageList } from '../social/MessageList';
import { WriteHint } from '../social/notices';
import { useFeed } from '../social/useFeed';
import { ChatLine } from './ChatLine';

/**
 * One room: its newest 20 messages and older pages on request, messages and removals as they
 * happen, and the composer with the chat's rules told up front.
 */
export function ChatRoomView({
  room,
  clanId,
  whisperTo,
  onWhisperTo,
  onNewest,
}: {
  room: ChatRoom;
  clanId: number | null;
  whisperTo: PlayerRef | null;
  onWhisperTo: (player: PlayerRef | null) => void;
  /** The newest message shown, for the seen mark the overlay sends when it closes. */
  onNewest: (room: ChatRoom, id: number) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const generation = useStore(game.social, (s) => s.generation);
  const source = useMemo(() => chatSource(game, room), [game, room]);
  const feed = useFeed(`${room}:${clanId ?? ''}`, source, generation);
  const { add, remove } = feed;

  useEffect(() => {
    const belongs = (m: { room: ChatRoom; clanId: number | null }) =>
      m.room === room && (room !== 'CLAN' || m.clanId === clanId);
    const offs = [
      game.notifications.on('CHAT_MESSAGE', (m) => belongs(m) && add([m])),
      game.notifications.on('CHAT_MESSAGE_DELETE', (m) => belongs(m) && remove(m.id)),
    ];
    return () => offs.forEach((off) => off());
  }, [game, room, clanId, add, remove]);

  const newest = newestId(feed.items);
  useEffect(() => {
    if (newest > 0) onNewest(room, newest);
  }, [room, newest, onNewest]);

  const me = player?.id ?? null;
  const reply = (m: ChatMessageDto) =>
    onWhisperTo({ id: m.authorId, name: m.authorName, level: m.authorLevel, role: m.authorRole });

  return (
    <>
      <MessageList
        label={t('chat.messagesLabel')}
        items={feed.items}
        more={feed.more}
        status={feed.status}
        texts={{
          empty: t(room === 'PRIVAT' ? 'chat.emptyPrivat' : 'chat.empty'),
          older: t('chat.older'),
          failed: t('chat.loadFailed'),
          retry: t('chat.retry'),
        }}
        onOlder={feed.loadOlder}
        onRetry={feed.retry}
        render={(m) => (
          <ChatLine
            message={m}
            me={me}
            staff={isStaff(player)}
            onRemoved={remove}
            onReply={room === 'PRIVAT' ? reply : undefined}
          />
        )}
      />
      <ChatComposer
        room={room}
        whisperTo={whisperTo}
        onStopWhisper={() => onWhisperTo(null)}
        onSent={(m) => add([m])}
      />
    </>
  );
}

function ChatComposer({
  room,
  whisperTo,
  onStopWhisper,
  onSent,
}: {
  room: ChatRoom;
  whisperTo: PlayerRef | null;
  onStopWhisper: () => void;
  onSent: (message: ChatMessageDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const lastSent = useRef(0);
  const composer = useComposer({
    max: TEXT_LIMITS.chatMessage,
    post: async (text) => {
      const message = await sendChatMessage(game, room, text, whisperTo);
      lastSent.current = game.now();
      return message;
    },
    onSent,
    refuse: () => (game.now() - lastSent.current < CHAT_MIN_INTERVAL_MS ? 'CHAT_TOO_FAST' : null),
  });

  const block = chatWriteBlock(player);
  if (block) return <WriteHint block={block} guestText={t('chat.guestHint')} />;
  if (room === 'PRIVAT' && !whisperTo)
    return <p className="composer-hint">{t('chat.pickWhisper')}</p>;

  return (
    <div className="chat-compose">
      {room === 'PRIVAT' && whisperTo && (
        <p className="whisper-to">
          <Icon name="thought-bubble" size={18} />
          <span>{t('chat.whisperTo', { name: whisperTo.name })}</span>
          <button
            type="button"
            className="icon-button"
            title={t('chat.stopWhisper')}
            aria-label={t('chat.stopWhisper')}
            onClick={onStopWhisper}
          >
            <Icon name="cancel" size={16} />
          </button>
        </p>
      )}
      <Composer
        {...composer}
        label={t('chat.placeholder')}
        placeholder={
          room === 'PRIVAT' && whisperTo
            ? t('chat.whisperPlaceholder', { name: whisperTo.name })
            : t('chat.placeholder')
        }
        sendLabel={t('chat.send')}
      />
    </div>
  );
}
