import { api, type ChatRoom, type PlayerDto } from '@heroroad/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { GameServices } from '../../app/ports';
import type { PlayerRef } from '../../stores/socialStore';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';
import { LinkNotice } from '../social/notices';
import '../social/social.css';
import { ChatRoomView } from './ChatRoomView';

/** Guests read the main room only; the clan room is for members, whispers for players. */
export function chatRooms(player: PlayerDto | null): ChatRoom[] {
  if (!player || player.accessLevel === 'TRIAL') return ['MAIN'];
  return player.clanId !== null ? ['MAIN', 'CLAN', 'PRIVAT'] : ['MAIN', 'PRIVAT'];
}

/** Closing the chat marks what was shown as read; the server tells the player's other tabs. */
function markSeen(game: GameServices, newest: ReadonlyMap<ChatRoom, number>): void {
  for (const [room, lastId] of newest) {
    game.social.getState().setChatUnread(room, false);
    game.api.call(api.chat.seen, { params: { room }, body: { lastId } }).catch(() => undefined);
  }
}

/** The chat (SPEC §2): the main room, the clan room for members, and whispers. */
export default function ChatOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const unread = useStore(game.social, (s) => s.chatUnread);
  const [start] = useState(() => game.social.getState().chatStart);
  const [picked, setRoom] = useState<ChatRoom>(start?.room ?? 'MAIN');
  const [whisperTo, setWhisperTo] = useState<PlayerRef | null>(start?.whisperTo ?? null);
  const rooms = chatRooms(player);
  // A player who left the clan meanwhile is back in the main room.
  const room = rooms.includes(picked) ? picked : 'MAIN';

  const newest = useRef(new Map<ChatRoom, number>());
  const onNewest = useCallback((r: ChatRoom, id: number) => newest.current.set(r, id), []);
  useEffect(() => {
    game.social.getState().setChatStart(null);
    const shown = newest.current;
    return () => {
      game.social.getState().setViewingRoom(null);
      markSeen(game, shown);
    };
  }, [game]);
  useEffect(() => {
    game.social.getState().setViewingRoom(room);
    game.social.getState().setChatUnread(room, false);
  }, [game, room]);

  return (
    <Modal id="chat" title={t('chat.title')} icon="chat-bubble" size="tall">
      <div className="social">
        <LinkNotice />
        {rooms.length > 1 && (
          <div className="tabs" role="tablist" aria-label={t('chat.roomsLabel')}>
            {rooms.map((r) => (
              <button
                key={r}
                type="button"
                role="tab"
                aria-selected={r === room}
                className={`tab${r === room ? ' tab-on' : ''}`}
                onClick={() => setRoom(r)}
              >
                {t(`chat.rooms.${r}`)}
                {unread[r] && r !== room && (
                  <span className="tab-dot" title={t('chat.unreadMark')} />
                )}
              </button>
            ))}
          </div>
        )}
        <ChatRoomView
          key={room}
          room={room}
          clanId={player?.clanId ?? null}
          whisperTo={whisperTo}
          onWhisperTo={(who) => {
            setWhisperTo(who);
            if (who) setRoom('PRIVAT');
          }}
          onNewest={onNewest}
        />
      </div>
    </Modal>
  );
}
