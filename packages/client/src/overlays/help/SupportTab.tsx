import type { SupportTicketDto } from '@heroroad/protocol';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { fileTicket, loadTickets } from '../../app/story/reads';

/** A request to support (kept until staff answer it) and the player's earlier requests. */
export function SupportTab() {
  const game = useGame();
  const { t } = useTranslation();
  const textId = useId();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tickets, setTickets] = useState<readonly SupportTicketDto[] | null>(null);
  const load = useCallback(() => {
    loadTickets(game).then(setTickets, () => setTickets([]));
  }, [game]);
  useEffect(load, [load]);
  const send = useAction(
    async () => {
      setError(null);
      await fileTicket(game, subject, text);
      setSubject('');
      setText('');
      game.ui.getState().toast('success', t('support.sent'));
      load();
    },
    { onError: (message) => setError(message) },
  );
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void send.run();
      }}
    >
      <p className="form-note">{t('support.note')}</p>
      <Field label={t('support.subject')} value={subject} onChange={setSubject} maxLength={120} required />
      <div className="field">
        <label htmlFor={textId}>{t('support.text')}</label>
        <textarea id={textId} value={text} maxLength={2000} rows={4} required onChange={(e) => setText(e.target.value)} />
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <Button type="submit" icon="life-buoy" busy={send.busy} disabled={!subject.trim() || !text.trim()}>
        {t('support.send')}
      </Button>
      <h3>{t('support.mine')}</h3>
      {tickets?.length === 0 && <p className="form-note">{t('support.none')}</p>}
      <ul className="task-list">
        {tickets?.map((ticket) => (
          <li key={ticket.id} className="task">
            <div className="task-text">
              <p className="task-title">{ticket.subject}</p>
              <p className="task-meta">{ticket.text}</p>
              <p>{ticket.answer ? t('support.answer', { answer: ticket.answer }) : t('support.waiting')}</p>
            </div>
          </li>
        ))}
      </ul>
    </form>
  );
} // prettier-ignore
