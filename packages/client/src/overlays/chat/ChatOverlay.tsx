import type { ChatRoom, PlayerDto } from '@heroroad/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { markChatSeen } from '../../app/social/chat';
import type { PlayerRef } from '../../stores/socialStore';
import { useGame } from '../../ui/GameContext';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import { LinkNotice } from '../social/notices';
import '../social/social.css';
import { ChatRoomView } from './ChatRoomView';

/** Guests read the main room only; the clan room is for members, whispers for players. */
export function chatRooms(player: PlayerDto | null): ChatRoom[] {
  if (!player || player.accessLevel === 'TRIAL') return ['MAIN'];
  return player.clanId !== null ? ['MAIN', 'CLAN', 'PRIVAT'] : ['MAIN', 'PRIVAT'];
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
      markChatSeen(game, shown);
    };
  }, [game]);
  useEffect(() => {
    game.social.getState().setViewingRoom(room);
    game.social.getState().setChatUnread(room, false);
  }, [game, room]);

  const view = (
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
  );

  return (
    <Modal id="chat" title={t('chat.title')} icon="chat-bubble" size="tall">
      <div className="social">
        <LinkNotice />
        {rooms.length > 1 ? (
          <Tabs
            label={t('chat.roomsLabel')}
            look="pill"
            tabs={rooms.map((r) => ({
              key: r,
              label: t(`chat.rooms.${r}`),
              mark: unread[r] ? t('chat.unreadMark') : null,
            }))}
            value={room}
            onChange={setRoom}
            panelClassName="chat-room"
          >
            {view}
          </Tabs>
        ) : (
          <div className="chat-room">{view}</div>
        )}
      </div>
    </Modal>
  );
}
