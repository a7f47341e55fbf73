import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { loadNotifications, removeNotification, resetNotifications } from '../../app/story/reads';

type Note = { id: number; kind: string; text: string; createdAt: number };

/** SPEC §7 notifications: the unread ones, each removable, and all marked read at once. */
export function NotificationsTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [notes, setNotes] = useState<readonly Note[] | null>(null);
  const load = useCallback(() => {
    loadNotifications(game).then(setNotes, () => setNotes([]));
  }, [game]);
  useEffect(load, [load]);
  const remove = useAction(async (id: number) => {
    await removeNotification(game, id);
    load();
  });
  const reset = useAction(async () => {
    await resetNotifications(game);
    load();
  });
  const known = ['SUPPORT_ANSWER'];
  return (
    <div className="stack">
      {notes?.length === 0 && <p className="form-note">{t('notifications.none')}</p>}
      <ul className="task-list">
        {notes?.map((n) => (
          <li key={n.id} className="task">
            <p className="task-text">
              {known.includes(n.kind) ? t('notifications.SUPPORT_ANSWER', { subject: n.text }) : n.text}
            </p>
            <Button variant="secondary" icon="cancel" busy={remove.busy} onClick={() => void remove.run(n.id)}>
              {t('notifications.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {(notes?.length ?? 0) > 0 && (
        <Button variant="secondary" icon="check-mark" busy={reset.busy} onClick={() => void reset.run()}>
          {t('notifications.reset')}
        </Button>
      )}
    </div>
  );
} // prettier-ignore
