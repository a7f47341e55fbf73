import type { ReportKind } from '@heroroad/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportContent } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';

/** A flag on a chat line, letter, forum post or player: tells the moderators, with a note. */
export function ReportButton({ open, name, onClick }: { open: boolean; name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button"
      title={t('report.label', { name })}
      aria-label={t('report.label', { name })}
      aria-expanded={open}
      onClick={onClick}
    >
      <Icon name="flag-objective" size={18} />
    </button>
  );
} // prettier-ignore

/** The report's note and its button, shown under what is reported. */
export function ReportForm({
  kind,
  targetId,
  onDone,
}: {
  kind: ReportKind;
  targetId: number;
  onDone: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const send = useAction(async () => {
    await reportContent(game, kind, targetId, comment);
    onDone();
  });
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send.run();
      }}
    >
      <textarea
        aria-label={t('report.comment')}
        placeholder={t('report.comment')}
        value={comment}
        maxLength={300}
        rows={2}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" variant="danger" icon="flag-objective" busy={send.busy}>
        {t('report.send')}
      </Button>
    </form>
  );
}

/**
 * A report for one thing shown: the flag for its header and the form for under its text (both
 * null when the player may not report it: their own, or a guest's view).
 */
export function useReport(
  kind: ReportKind,
  targetId: number,
  name: string,
  allowed: boolean,
): { button: ReactNode; form: ReactNode } {
  const [open, setOpen] = useState(false);
  if (!allowed) return { button: null, form: null };
  return {
    button: <ReportButton open={open} name={name} onClick={() => setOpen((o) => !o)} />,
    form: open ? (
      <ReportForm kind={kind} targetId={targetId} onDone={() => setOpen(false)} />
    ) : null,
  };
}
