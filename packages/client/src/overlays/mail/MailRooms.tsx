import { SUPPORT_PARTNER_ID, type MailDialogDto } from '@heroroad/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadDialogs } from '../../app/social/mail';
import type { PlayerRef } from '../../stores/socialStore';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { messageTime } from '../social/time';

type Rooms = { status: 'loading' | 'failed' } | { status: 'ready'; dialogs: MailDialogDto[] };

/**
 * The dialog list: support first, then one row per partner, newest first, with unread counts.
 * It is read again when a letter arrives and after a reconnection.
 */
export function MailRooms({
  onOpen,
  onBlockedList,
}: {
  onOpen: (partner: PlayerRef) => void;
  onBlockedList: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const me = useStore(game.player, (s) => s.player?.id ?? null);
  const generation = useStore(game.social, (s) => s.generation);
  const [rooms, setRooms] = useState<Rooms>({ status: 'loading' });
  const [letters, setLetters] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => game.notifications.on('MAIL_MESSAGE', () => setLetters((n) => n + 1)), [game]);
  useEffect(() => {
    let live = true;
    loadDialogs(game).then(
      (dialogs) => live && setRooms({ status: 'ready', dialogs }),
      () => live && setRooms((r) => (r.status === 'ready' ? r : { status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [game, generation, letters, attempt]);

  if (rooms.status !== 'ready') {
    return rooms.status === 'loading' ? (
      <div className="feed-state">
        <span className="spinner spinner-large" aria-hidden="true" />
      </div>
    ) : (
      <div className="feed-state" role="alert">
        <p>{t('mail.loadFailed')}</p>
        <Button variant="secondary" icon="cycle" onClick={() => setAttempt((n) => n + 1)}>
          {t('mail.retry')}
        </Button>
      </div>
    );
  }
  const support = rooms.dialogs.find((d) => d.partnerId === SUPPORT_PARTNER_ID);
  const others = rooms.dialogs.filter((d) => d.partnerId !== SUPPORT_PARTNER_ID);
  const supportRef = { id: SUPPORT_PARTNER_ID, name: t('mail.support'), level: null, role: null };
  const preview = (d: MailDialogDto) =>
    d.lastMessage.fromId === me ? t('mail.you', { text: d.lastMessage.text }) : d.lastMessage.text;

  return (
    <div className="mail-rooms">
      <ul className="rooms" aria-label={t('mail.dialogsLabel')}>
        <li>
          <button type="button" className="room room-support" onClick={() => onOpen(supportRef)}>
            <Icon name="life-buoy" size={30} />
            <span className="room-main">
              <span className="room-name">{t('mail.support')}</span>
              <span className="room-last">
                {support ? preview(support) : t('mail.supportHint')}
              </span>
            </span>
            {support && <Unread count={support.unread} />}
          </button>
        </li>
        {others.map((d) => (
          <li key={d.partnerId}>
            <button
              type="button"
              className="room"
              onClick={() =>
                onOpen({ id: d.partnerId, name: d.partnerName, level: d.partnerLevel, role: null })
              }
            >
              <Icon name={d.blocked ? 'silenced' : 'envelope'} size={30} />
              <span className="room-main">
                <span className="room-name">
                  {d.partnerName}
                  <span className="room-level">{t('mail.level', { level: d.partnerLevel })}</span>
                  {d.blocked && <span className="room-blocked">{t('mail.blockedMark')}</span>}
                </span>
                <span className="room-last">{preview(d)}</span>
              </span>
              <span className="room-side">
                <time className="chat-time">
                  {messageTime(d.lastMessage.time, game.lang, game.now())}
                </time>
                <Unread count={d.unread} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {others.length === 0 && <p className="feed-state">{t('mail.empty')}</p>}
      <Button variant="ghost" icon="silenced" onClick={onBlockedList}>
        {t('mail.blockedList')}
      </Button>
    </div>
  );
}

function Unread({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="badge" title={t('mail.unread', { count })}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('mail.unread', { count })}</span>
    </span>
  );
}
