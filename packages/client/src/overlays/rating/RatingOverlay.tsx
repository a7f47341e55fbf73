import {
  RATING_PAGE_SIZE,
  type RatingDto,
  type RatingPositionDto,
  type RatingType,
} from '@heroroad/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRating } from '../../app/arena';
import { openProfile } from '../../app/social/navigate';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Tabs } from '../../ui/Tabs';
import { Modal } from '../Modal';
import './rating.css';

/**
 * The player rating's types. clanLevel belongs to the clan rating, which the clan domain's
 * overlay shows once it registers that type on the server.
 */
const PLAYER_TYPES = ['level', 'params', 'scenario', 'arenaPosition', 'eventPosition'] as const;

function Row({ p, mine, type }: { p: RatingPositionDto; mine: boolean; type: RatingType }) {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <li className={`rating-row${mine ? ' rating-row-mine' : ''}`} aria-current={mine || undefined}>
      <span className="rating-place">{p.positionNumber}</span>
      <button
        type="button"
        className="rating-name"
        onClick={() => openProfile(game, { id: p.id, name: p.name, level: p.level, role: null })}
      >
        {p.name}
      </button>
      <span className="rating-value">
        {t(`rating.value.${type}`, { value: Math.round(p.value) })}
      </span>
    </li>
  );
}

/**
 * SPEC §2 player rating: the five player types as tabs, pages of 100 with the viewer's own
 * place, a name filter; a failing page is asked 5 times and then the list is cleared (SPEC §8).
 * Opening a profile from it closes it.
 */
export default function RatingOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [type, setType] = useState<RatingType>('level');
  const [from, setFrom] = useState(0);
  const [filter, setFilter] = useState('');
  const [shownFilter, setShownFilter] = useState('');
  const [attempt, setAttempt] = useState(0);
  const key = `${type}:${from}:${shownFilter}:${attempt}`;
  const [result, setResult] = useState<{ key: string; page: RatingDto | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadRating(game, type, from, shownFilter).then((r) => {
      if (live) setResult({ key, page: r });
    });
    return () => {
      live = false;
    };
  }, [game, type, from, shownFilter, key]);
  const state = result?.key !== key ? 'loading' : result.page ? 'ready' : 'failed';
  // A failed page clears the list (SPEC §8); a page on its way keeps the last one shown.
  const page = result?.page ?? null;
  const me = game.player.getState().player?.id;
  const total = page?.playersTotal ?? 0;
  return (
    <Modal id="rating" title={t('rating.title')} icon="laurels-trophy" size="tall">
      <div className="rating">
        <Tabs
          label={t('rating.tabs')}
          tabs={PLAYER_TYPES.map((key) => ({ key, label: t(`rating.type.${key}`) }))}
          value={type as (typeof PLAYER_TYPES)[number]}
          onChange={(k) => {
            setType(k);
            setFrom(0);
          }}
          look="pill"
        >
          <form
            className="field rating-filter"
            onSubmit={(e) => {
              e.preventDefault();
              setFrom(0);
              setShownFilter(filter.trim());
            }}
          >
            <input
              type="search"
              value={filter}
              maxLength={40}
              aria-label={t('rating.filter')}
              placeholder={t('rating.filter')}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Button type="submit" variant="secondary" icon="magnifying-glass">
              {t('rating.find')}
            </Button>
          </form>
          {page && (
            <p className="rating-totals">
              {t('rating.totals', { total: page.playersTotal, online: page.playersOnline })}
              {' · '}
              {page.myPosition
                ? t('rating.mine', { place: page.myPosition.positionNumber })
                : t('rating.unranked')}
            </p>
          )}
          {state === 'loading' && (
            <span className="spinner" role="status" aria-label={t('common.busy')} />
          )}
          {state === 'failed' && (
            <p role="alert">
              {t('rating.failed')}{' '}
              <Button variant="secondary" icon="cycle" onClick={() => setAttempt((n) => n + 1)}>
                {t('rating.retry')}
              </Button>
            </p>
          )}
          {state === 'ready' && page && page.positions.length === 0 && (
            <p className="hall-soft">{t('rating.empty')}</p>
          )}
          {state === 'ready' && page && page.positions.length > 0 && (
            <ol className="rating-list">
              {page.positions.map((p) => (
                <Row key={p.id} p={p} mine={p.id === me} type={type} />
              ))}
            </ol>
          )}
          {page && total > RATING_PAGE_SIZE && (
            <nav
              className="rating-pages"
              aria-label={t('rating.places', {
                from: from + 1,
                to: Math.min(total, from + RATING_PAGE_SIZE),
              })}
            >
              <Button
                variant="secondary"
                disabled={from === 0}
                onClick={() => setFrom(Math.max(0, from - RATING_PAGE_SIZE))}
              >
                {t('rating.previous')}
              </Button>
              <span>
                {t('rating.places', {
                  from: from + 1,
                  to: Math.min(total, from + RATING_PAGE_SIZE),
                })}
              </span>
              <Button
                variant="secondary"
                disabled={from + RATING_PAGE_SIZE >= total}
                onClick={() => setFrom(from + RATING_PAGE_SIZE)}
              >
                {t('rating.next')}
              </Button>
            </nav>
          )}
        </Tabs>
      </div>
    </Modal>
  );
}
