import type { SupportTicketDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerTicket, openTickets } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { TextArea, when } from './controls';

/** Requests players filed from the help dialog that wait for an answer, oldest first. */
export function TicketsTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [tickets, setTickets] = useState<readonly SupportTicketDto[] | null>(null);
  const load = useCallback(() => {
    openTickets(game).then(setTickets, () => setTickets([]));
  }, [game]);
  useEffect(load, [load]);
  return (
    <div className="stack">
      {tickets?.length === 0 && <p className="form-note">{t('staff.tickets.none')}</p>}
      <ul className="task-list">
        {tickets?.map((ticket) => (
          <Ticket key={ticket.id} ticket={ticket} onAnswered={load} />
        ))}
      </ul>
    </div>
  );
}

function Ticket({ ticket, onAnswered }: { ticket: SupportTicketDto; onAnswered: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const send = useAction(async () => {
    await answerTicket(game, ticket.id, answer.trim());
    onAnswered();
  });
  return (
    <li className="task">
      <form
        className="task-text stack"
        onSubmit={(e) => {
          e.preventDefault();
          void send.run();
        }}
      >
        <p className="task-title">{ticket.subject}</p>
        <p className="task-meta">
          {t('staff.tickets.from', {
            id: ticket.playerId,
            date: when(ticket.createdAt, game.lang),
          })}
        </p>
        <p>{ticket.text}</p>
        <TextArea
          label={t('staff.tickets.answer')}
          value={answer}
          onChange={setAnswer}
          maxLength={2000}
          rows={3}
        />
        <Button type="submit" icon="life-buoy" busy={send.busy} disabled={!answer.trim()}>
          {t('staff.tickets.send')}
        </Button>
      </form>
    </li>
  );
}
