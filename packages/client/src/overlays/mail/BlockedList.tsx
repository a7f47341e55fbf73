import type { BlockedPlayerDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBlocked, setBlocked } from '../../app/social/mail';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { useConfirmedDelete } from '../../ui/ConfirmedDelete';
import { calendarDate } from '../social/time';

/** The players this player has blacklisted, each with a way back. */
export function BlockedList({ onBack }: { onBack: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [list, setList] = useState<BlockedPlayerDto[] | null>(null);
  useLoadOnce(
    () => loadBlocked(game),
    setList,
    () => setList([]),
  );

  return (
    <div className="mail-rooms">
      <header className="dialog-head">
        <Button variant="ghost" className="btn-small" icon="return-arrow" onClick={onBack}>
          {t('mail.back')}
        </Button>
        <span className="dialog-name">{t('mail.blockedList')}</span>
      </header>
      {list === null && (
        <div className="feed-state">
          <span className="spinner spinner-large" aria-hidden="true" />
        </div>
      )}
      {list?.length === 0 && <p className="feed-state">{t('mail.blockedEmpty')}</p>}
      {list && list.length > 0 && (
        <ul className="rooms" aria-label={t('mail.blockedList')}>
          {list.map((b) => (
            <BlockedRow
              key={b.playerId}
              who={b}
              onUnblocked={() =>
                setList((l) => (l ?? []).filter((other) => other.playerId !== b.playerId))
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One blacklisted player; taking them off the list is asked once more. */
function BlockedRow({ who, onUnblocked }: { who: BlockedPlayerDto; onUnblocked: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const removal = useConfirmedDelete({
    question: t('mail.unblockConfirm', { name: who.name }),
    confirmLabel: t('mail.unblock'),
    onDelete: async () => {
      await setBlocked(game, { id: who.playerId, name: who.name }, false);
      onUnblocked();
    },
  });
  return (
    <li className="room room-static">
      <span className="room-main">
        <span className="room-name">{who.name}</span>
        <span className="room-last">
          {t('mail.blockedSince', { date: calendarDate(who.since, game.lang) })}
        </span>
      </span>
      {removal.question ?? (
        <Button variant="secondary" className="btn-small" onClick={removal.ask}>
          {t('mail.unblock')}
        </Button>
      )}
    </li>
  );
}
