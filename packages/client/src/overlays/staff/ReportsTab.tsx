import { REPORT_STATES, type ReportDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openReports, resolveReport, takeReport } from '../../app/staff';
import { staffPanel } from '../../stores/staffStore';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { BanForm, type BanChoice } from './BanForm';
import { Choice, when } from './controls';

const DELETABLE: ReadonlySet<ReportDto['kind']> = new Set(['CHAT', 'FORUM_TOPIC', 'FORUM_COMMENT']);

/** The reports queue: take one, then ban its author, delete what was reported, or dismiss. */
export function ReportsTab({ onPlayer }: { onPlayer: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const [state, setState] = useState<ReportDto['state']>('OPEN');
  const [reports, setReports] = useState<readonly ReportDto[] | null>(null);
  const load = useCallback(() => {
    openReports(game, state).then(setReports, () => setReports([]));
  }, [game, state]);
  useEffect(load, [load]);
  return (
    <div className="stack">
      <Choice
        label={t('staff.reports.state')}
        value={state}
        values={REPORT_STATES}
        text={(v) => t(`staff.reports.states.${v}`)}
        onChange={setState}
      />
      {reports?.length === 0 && <p className="form-note">{t('staff.reports.none')}</p>}
      <ul className="task-list">
        {reports?.map((r) => (
          <ReportItem
            key={r.id}
            report={r}
            onChanged={load}
            onPlayer={() => {
              staffPanel.getState().show(r.reportedId);
              onPlayer();
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function ReportItem({
  report: r,
  onChanged,
  onPlayer,
}: {
  report: ReportDto;
  onChanged: () => void;
  onPlayer: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [banning, setBanning] = useState(false);
  const open = r.state === 'OPEN' || r.state === 'TAKEN';
  const take = useAction(async () => {
    await takeReport(game, r.id);
    onChanged();
  });
  const act = useAction(async (action: 'BAN' | 'DELETE' | 'DISMISS', ban?: BanChoice) => {
    await resolveReport(game, r.id, action, ban);
    onChanged();
  });
  return (
    <li className="task staff-report">
      <div className="task-text">
        <p className="task-title">
          {t('staff.reports.line', { kind: t(`staff.reports.kind.${r.kind}`), name: r.reportedName })}
          {r.reason && <span className="staff-tag">{t(`staff.reason.${r.reason}`)}</span>}
        </p>
        <p className="task-meta">{when(r.createdAt, game.lang)}</p>
        <blockquote className="staff-excerpt">{r.excerpt}</blockquote>
        {r.comment && <p className="task-meta">{t('staff.reports.comment', { comment: r.comment })}</p>}
        {r.takenBy !== null && <p className="task-meta">{t('staff.reports.takenBy', { id: r.takenBy })}</p>}
        {r.action && <p className="task-meta">{t(`staff.reports.states.${r.state}`)}</p>}
        <div className="staff-actions">
          <Button variant="secondary" icon="person" onClick={onPlayer}>
            {t('staff.reports.player')}
          </Button>
          {r.state === 'OPEN' && (
            <Button variant="secondary" icon="check-mark" busy={take.busy} onClick={() => void take.run()}>
              {t('staff.reports.take')}
            </Button>
          )}
          {open && DELETABLE.has(r.kind) && (
            <Button variant="danger" icon="trash-can" busy={act.busy} onClick={() => void act.run('DELETE')}>
              {t('staff.reports.delete')}
            </Button>
          )}
          {open && (
            <Button variant="danger" icon="gavel" onClick={() => setBanning((b) => !b)}>
              {t('staff.reports.ban')}
            </Button>
          )}
          {open && (
            <Button variant="secondary" icon="cancel" busy={act.busy} onClick={() => void act.run('DISMISS')}>
              {t('staff.reports.dismiss')}
            </Button>
          )}
        </div>
        {banning && open && (
          <BanForm
            busy={act.busy}
            initialReason={r.reason ?? (r.kind === 'NICKNAME' ? 'FORBIDDEN_NICKNAME' : 'FLOOD')}
            onBan={(choice) => void act.run('BAN', choice)}
          />
        )}
      </div>
    </li>
  );
} // prettier-ignore
