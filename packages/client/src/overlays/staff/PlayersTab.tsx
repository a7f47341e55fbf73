import type { StaffPlayerSummaryDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { searchPlayers } from '../../app/staff';
import { staffPanel } from '../../stores/staffStore';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { PlayerCard } from './PlayerCard';

/** Find a player by nickname or id, then their card. */
export function PlayersTab() {
  const game = useGame();
  const { t } = useTranslation();
  const open = useStore(staffPanel, (s) => s.playerId);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<readonly StaffPlayerSummaryDto[] | null>(null);
  const search = useAction(async () => setFound(await searchPlayers(game, q.trim())));
  if (open !== null) {
    return <PlayerCard playerId={open} onBack={() => staffPanel.getState().show(null)} />;
  }
  return (
    <div className="stack">
      <form
        className="staff-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) void search.run();
        }}
      >
        <Field
          label={t('staff.search.label')}
          value={q}
          onChange={setQ}
          maxLength={40}
          hint={t('staff.search.hint')}
        />
        <Button type="submit" icon="magnifying-glass" busy={search.busy} disabled={!q.trim()}>
          {t('staff.search.submit')}
        </Button>
      </form>
      {found?.length === 0 && <p className="form-note">{t('staff.search.none')}</p>}
      <ul className="staff-list staff-found">
        {found?.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="staff-player"
              onClick={() => staffPanel.getState().show(p.id)}
            >
              <span className="staff-name">{p.name}</span>
              <span className="staff-id">#{p.id}</span>
              <span>{t('staff.card.level', { level: p.level })}</span>
              <span className={`role-badge role-${p.role}`}>{t(`profile.roles.${p.role}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
