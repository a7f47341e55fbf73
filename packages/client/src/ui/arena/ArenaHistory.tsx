import type { ArenaAttackDto, ArenaHistoryDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArenaHistory, watchReplay } from '../../app/arena';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useLoadOnce } from '../useLoadOnce';
import { useAction } from '../useAction';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Attacks({ title, empty, list }: { title: string; empty: string; list: ArenaAttackDto[] }) {
  const game = useGame();
  const { t, i18n } = useTranslation();
  const replay = useAction((id: number) => watchReplay(game, id));
  return (
    <section className="arena-section" aria-label={title}>
      <h3>{title}</h3>
      {list.length === 0 && <p className="hall-soft">{empty}</p>}
      <ul className="arena-list">
        {list.map((a) => (
          <li
            key={a.id}
            className={`arena-row arena-${a.won === null ? 'running' : a.won ? 'won' : 'lost'}`}
          >
            <span className="arena-row-text">
              <b>{a.opponentName}</b>
              <span className="hall-soft">
                {t(a.won === null ? 'arena.running' : a.won ? 'arena.won' : 'arena.lost')}
                {a.ratingChange !== null &&
                  ` · ${t('arena.change', { change: signed(a.ratingChange) })}`}
                {' · '}
                {new Date(a.at).toLocaleString(i18n.language, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </span>
            </span>
            {a.won !== null && (
              <Button
                variant="secondary"
                icon="fast-forward-button"
                busy={replay.busy}
                onClick={() => void replay.run(a.id)}
              >
                {t('arena.replay')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Attacks made and suffered, newest first, each finished one with its replay. */
export function ArenaHistory() {
  const game = useGame();
  const { t } = useTranslation();
  const [history, setHistory] = useState<ArenaHistoryDto | null>(null);
  const [failed, setFailed] = useState(false);
  useLoadOnce(
    () => loadArenaHistory(game),
    setHistory,
    () => setFailed(true),
  );
  if (failed) return <p role="alert">{t('arena.failed')}</p>;
  if (!history) return <span className="spinner" role="status" aria-label={t('common.busy')} />;
  return (
    <>
      <Attacks title={t('arena.made')} empty={t('arena.noMade')} list={history.made} />
      <Attacks title={t('arena.suffered')} empty={t('arena.noSuffered')} list={history.suffered} />
    </>
  );
}
