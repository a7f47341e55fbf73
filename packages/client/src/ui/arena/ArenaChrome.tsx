import type { ArenaStateDto } from '@heroroad/protocol';
import { formatDuration, leagueDef, LEVEL_GATES, pickText } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { attackOpponent, loadArena, refreshOpponents } from '../../app/arena';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { Tabs } from '../Tabs';
import { useAction } from '../useAction';
import { ArenaHistory } from './ArenaHistory';
import { DuelBoard } from './DuelBoard';
import { LeagueList, rewardText } from './LeagueList';
import { hhmm } from './RewardTimeSetting';
import './arena.css';

type Tab = 'fight' | 'duels' | 'history' | 'leagues';

/** The league badge, the rating's way to the next league, the season, attempts and reward. */
export function Standing({ state }: { state: ArenaStateDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const name = (id: number) => pickText(leagueDef(id).name, game.lang);
  const floor = leagueDef(state.league).minRating;
  const target = state.nextLeagueRating;
  const progress = target === null ? 1 : (state.rating - floor) / Math.max(1, target - floor);
  const left = Math.max(0, state.freeAttempts - state.attemptsUsed);
  const moved = state.previousLeague;
  return (
    <div className="arena-standing">
      <div className={`arena-badge arena-league-${state.league}`} aria-hidden="true">
        <Icon name="laurel-crown" size={34} />
        <b>{state.league}</b>
      </div>
      <div className="arena-standing-text">
        <h3>{t('arena.league', { name: name(state.league) })}</h3>
        <p>{t('arena.rating', { rating: state.rating })}</p>
        <progress max={1} value={Math.min(1, Math.max(0, progress))} />
        <p className="hall-soft">
          {target === null
            ? t('arena.topLeague')
            : state.rating < target
              ? t('arena.toNext', {
                  count: target - state.rating,
                  rating: target,
                  name: name(state.league + 1),
                })
              : t('arena.passedNext', { rating: target, name: name(state.league + 1) })}
          {state.nextLeague !== state.league &&
            ` · ${t('arena.nextSeason', { name: name(state.nextLeague) })}`}
        </p>
        {state.league > 1 && <p className="hall-soft">{t('arena.floor', { rating: floor })}</p>}
        {moved !== null && (
          <p className="hall-soft">
            {t(moved < state.league ? 'arena.promoted' : 'arena.relegated', { name: name(moved) })}
          </p>
        )}
        <p className="hall-soft">
          {t('arena.seasonEnds', {
            left: formatDuration((state.seasonEndsAt - game.now()) / 1000, game.lang),
          })}
        </p>
        <p>
          {left > 0
            ? t('arena.attempts', { left, total: state.freeAttempts })
            : t('arena.attemptTicket', { count: state.attemptTickets })}
        </p>
        <p className="hall-soft">
          {state.rewardPaidToday
            ? t('arena.rewardPaid')
            : t('arena.reward', {
                time: hhmm(state.rewardMinute),
                what: rewardText(leagueDef(state.league).daily, game.lang),
              })}
        </p>
        <p className="hall-soft">{t('arena.record', state)}</p>
      </div>
    </div>
  );
}

/** Opponents offered near the rating, each with an attack button, and a fresh set on demand. */
function Opponents({
  state,
  onState,
}: {
  state: ArenaStateDto;
  onState: (s: ArenaStateDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const attack = useAction((id: number) => attackOpponent(game, id));
  const refresh = useAction(async () => onState(await refreshOpponents(game)));
  return (
    <section className="arena-section" aria-label={t('arena.opponents')}>
      <h3>{t('arena.opponents')}</h3>
      {state.opponents.length === 0 && <p className="hall-soft">{t('arena.noOpponents')}</p>}
      <ul className="arena-list">
        {state.opponents.map((o) => (
          <li key={o.playerId} className="arena-row">
            <span className={`arena-mini arena-league-${o.league}`} aria-hidden="true">
              {o.league}
            </span>
            <span className="arena-row-text">
              <b>{o.name}</b>
              <span className="hall-soft">
                {t('arena.opponentMeta', { level: o.level, rating: o.rating })} ·{' '}
                {pickText(leagueDef(o.league).name, game.lang)}
              </span>
            </span>
            <Button
              icon="crossed-swords"
              busy={attack.busy}
              onClick={() => void attack.run(o.playerId)}
            >
              {t('arena.attack')}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        icon="cycle"
        busy={refresh.busy}
        onClick={() => void refresh.run()}
      >
        {t('arena.refresh')}
      </Button>
    </section>
  );
}

/**
 * SPEC §2 arena with leagues and history: over the arena scene from level 8, the player's league
 * and rating, the opponents to choose, the history with replays and the nine leagues.
 */
export default function ArenaChrome() {
  const game = useGame();
  const { t } = useTranslation();
  const level = useStore(game.player, (s) => s.player?.level ?? 0);
  const [state, setState] = useState<ArenaStateDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<Tab>('fight');
  const open = level >= LEVEL_GATES.arena;
  const load = useCallback(() => {
    if (!open) return;
    loadArena(game).then(setState, () => setFailed(true));
  }, [game, open]);
  useEffect(load, [load]);
  if (!open) return null;
  return (
    <section className="arena-panel card" aria-label={t('arena.title')}>
      <div className="card-body arena-body">
        {failed && (
          <p role="alert">
            {t('arena.failed')}{' '}
            <Button
              variant="secondary"
              icon="cycle"
              onClick={() => {
                setFailed(false);
                load();
              }}
            >
              {t('rating.retry')}
            </Button>
          </p>
        )}
        {!state && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {state && (
          <>
            <Standing state={state} />
            <Tabs
              label={t('arena.tabs')}
              tabs={(['fight', 'duels', 'history', 'leagues'] as const).map((key) => ({
                key,
                label: t(`arena.tab.${key}`),
              }))}
              value={tab}
              onChange={setTab}
              look="pill"
            >
              {tab === 'fight' && <Opponents state={state} onState={setState} />}
              {tab === 'duels' && <DuelBoard />}
              {tab === 'history' && <ArenaHistory />}
              {tab === 'leagues' && <LeagueList current={state.league} />}
            </Tabs>
          </>
        )}
      </div>
    </section>
  );
}
