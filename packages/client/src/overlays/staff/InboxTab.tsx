import type { MailMessageDto, SupportDialogDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSupportMail, supportDialog, supportInbox } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { TextArea, when } from './controls';

/**
 * The mail support inbox (SPEC §7 `mail/dialog/{partner}/send?support`): one row per player who
 * wrote to support, newest first, with the unread count; a row opens the dialog and its answer.
 */
export function InboxTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [rows, setRows] = useState<readonly SupportDialogDto[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const load = useCallback(() => {
    supportInbox(game).then(setRows, () => setRows([]));
  }, [game]);
  useEffect(load, [load]);
  return (
    <div className="stack">
      {rows?.length === 0 && <p className="form-note">{t('staff.inbox.none')}</p>}
      <ul className="task-list">
        {rows?.map((row) => (
          <li key={row.playerId} className="task">
            <div className="task-text stack">
              <p className="task-title">
                {t('staff.inbox.row', { name: row.playerName, id: row.playerId })}
                {row.unread > 0 && ` · ${t('staff.inbox.unread', { count: row.unread })}`}
              </p>
              <p className="task-meta">{when(row.lastMessage.time, game.lang)}</p>
              {open === row.playerId ? (
                <Dialog playerId={row.playerId} onAnswered={load} />
              ) : (
                <>
                  <p className="staff-inbox-last">{row.lastMessage.text}</p>
                  <Button variant="secondary" onClick={() => setOpen(row.playerId)}>
                    {t('staff.inbox.open')}
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Dialog({ playerId, onAnswered }: { playerId: number; onAnswered: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [messages, setMessages] = useState<readonly MailMessageDto[] | null>(null);
  const [answer, setAnswer] = useState('');
  const load = useCallback(() => {
    supportDialog(game, playerId).then(
      (page) => setMessages(page.messages),
      () => setMessages([]),
    );
  }, [game, playerId]);
  useEffect(load, [load]);
  const send = useAction(async () => {
    await answerSupportMail(game, playerId, answer.trim());
    setAnswer('');
    load();
    onAnswered();
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void send.run();
      }}
    >
      <ol className="staff-inbox-dialog">
        {messages?.map((m) => (
          <li key={m.id} className={m.fromId === 0 ? 'from-staff' : 'from-player'}>
            <span className="task-meta">
              {m.authorName} · {when(m.time, game.lang)}
            </span>
            <p>{m.text}</p>
          </li>
        ))}
      </ol>
      <TextArea
        label={t('staff.inbox.answer')}
        value={answer}
        onChange={setAnswer}
        maxLength={3000}
        rows={3}
      />
      <Button type="submit" icon="envelope" busy={send.busy} disabled={!answer.trim()}>
        {t('staff.inbox.send')}
      </Button>
    </form>
  );
}
