import type { AuditRowDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditRows, type AuditSearch } from '../../app/staff';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { when } from './controls';

const idOf = (text: string) => {
  const m = /^#?(\d{1,15})$/.exec(text.trim());
  return m ? Number(m[1]) : undefined;
};
const dayOf = (text: string, end: boolean) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const ms = Date.parse(`${text}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(ms) ? undefined : ms;
};

/** The staff audit: every staff action, newest first, by staff member, player and day. */
export function AuditTab() {
  const game = useGame();
  const { t } = useTranslation();
  const [staff, setStaff] = useState('');
  const [player, setPlayer] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rows, setRows] = useState<readonly AuditRowDto[] | null>(null);
  const query = (): AuditSearch => {
    const q: { -readonly [K in keyof AuditSearch]: AuditSearch[K] } = {};
    const actorId = idOf(staff);
    const playerId = idOf(player);
    const fromMs = dayOf(from, false);
    const toMs = dayOf(to, true);
    if (actorId !== undefined) q.actorId = actorId;
    if (playerId !== undefined) q.playerId = playerId;
    if (fromMs !== undefined) q.from = fromMs;
    if (toMs !== undefined) q.to = toMs;
    return q;
  };
  const search = useAction(async () => setRows(await auditRows(game, query())));
  const more = useAction(async () => {
    const last = rows?.at(-1);
    if (!last) return;
    const older = await auditRows(game, { ...query(), beforeId: last.id });
    setRows([...(rows ?? []), ...older]);
  });
  return (
    <div className="stack">
      <form
        className="staff-row"
        onSubmit={(e) => {
          e.preventDefault();
          void search.run();
        }}
      >
        <Field
          label={t('staff.audit.staff')}
          value={staff}
          onChange={setStaff}
          inputMode="numeric"
        />
        <Field
          label={t('staff.audit.player')}
          value={player}
          onChange={setPlayer}
          inputMode="numeric"
        />
        <Field label={t('staff.audit.from')} value={from} onChange={setFrom} type="date" />
        <Field label={t('staff.audit.to')} value={to} onChange={setTo} type="date" />
        <Button type="submit" icon="magnifying-glass" busy={search.busy}>
          {t('staff.audit.search')}
        </Button>
      </form>
      {rows?.length === 0 && <p className="form-note">{t('staff.audit.none')}</p>}
      <ul className="staff-list staff-audit">
        {rows?.map((r) => (
          <li key={r.id}>
            <p>
              <span className="staff-tag">{r.action}</span> {when(r.at, game.lang)} · {r.actor}
              {r.playerId !== null && ` → ${t('staff.audit.target', { id: r.playerId })}`}
              {r.inView && <span className="staff-tag staff-view">{t('staff.audit.inView')}</span>}
            </p>
            <p className="task-meta">
              {r.reason} · {JSON.stringify(r.details)}
            </p>
          </li>
        ))}
      </ul>
      {rows && rows.length >= 50 && (
        <Button variant="secondary" busy={more.busy} onClick={() => void more.run()}>
          {t('staff.audit.more')}
        </Button>
      )}
    </div>
  );
}
