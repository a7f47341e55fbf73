import type { BlockedPlayerDto } from '@heroroad/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBlocked, setBlocked } from '../../app/social/mail';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Confirm } from '../social/Confirm';
import { calendarDate } from '../social/time';

/** The players this player has blacklisted, each with a way back. */
export function BlockedList({ onBack }: { onBack: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [list, setList] = useState<BlockedPlayerDto[] | null>(null);
  const [asking, setAsking] = useState<BlockedPlayerDto | null>(null);
  useEffect(() => {
    let live = true;
    loadBlocked(game).then(
      (found) => live && setList(found),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [game]);
  const unblock = useAction(async (who: BlockedPlayerDto) => {
    await setBlocked(game, { id: who.playerId, name: who.name }, false);
    setList((l) => (l ?? []).filter((b) => b.playerId !== who.playerId));
    setAsking(null);
  });

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
            <li key={b.playerId} className="room room-static">
              <span className="room-main">
                <span className="room-name">{b.name}</span>
                <span className="room-last">
                  {t('mail.blockedSince', { date: calendarDate(b.since, game.lang) })}
                </span>
              </span>
              {asking?.playerId === b.playerId ? (
                <Confirm
                  question={t('mail.unblockConfirm', { name: b.name })}
                  confirmLabel={t('mail.unblock')}
                  busy={unblock.busy}
                  onCancel={() => setAsking(null)}
                  onConfirm={() => void unblock.run(b)}
                />
              ) : (
                <Button variant="secondary" className="btn-small" onClick={() => setAsking(b)}>
                  {t('mail.unblock')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
