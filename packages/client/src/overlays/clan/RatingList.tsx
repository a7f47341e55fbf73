import type { MyClanDto } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTo, loadRating } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Loading } from './Loading';
import { useLoaded } from './useLoaded';

const PAGE = 20;

/** The clan rating by level, a page at a time; without a clan, each clan may be asked to join. */
export function RatingList({
  mine,
  appliedTo = null,
  onApplied,
}: {
  mine: number | null;
  appliedTo?: number | null;
  onApplied?: (my: MyClanDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [from, setFrom] = useState(0);
  const { value, failed, reload } = useLoaded(() => loadRating(game, from), from);
  const apply = useAction(async (clanId: number) => onApplied?.(await applyTo(game, clanId)));
  // Every try failed (SPEC §8): the list is cleared, with a way to ask again.
  if (failed)
    return (
      <p role="alert" className="clan-note">
        {t('rating.failed')}{' '}
        <Button variant="secondary" icon="cycle" onClick={reload}>
          {t('rating.retry')}
        </Button>
      </p>
    );
  if (!value) return <Loading failed={false} />;
  return (
    <div>
      {value.myPosition !== null && (
        <p className="clan-note">{t('clan.rating.mine', { n: value.myPosition })}</p>
      )}
      {value.total === 0 && <p className="clan-note">{t('clan.rating.empty')}</p>}
      <ol className="clan-list">
        {value.positions.map((c) => (
          <li key={c.id} className={`clan-row${c.id === mine ? ' clan-row-mine' : ''}`}>
            <span className="clan-pos">{c.positionNumber}</span>
            <span className="clan-row-main">
              <b>{c.name}</b>
              <small>
                {t('clan.level', { level: c.level })} ·{' '}
                {t('clan.members', { n: c.membersCurr, max: c.membersMax })}
              </small>
              {c.advertisement && <small className="clan-ad">{c.advertisement}</small>}
            </span>
            {onApplied &&
              (appliedTo === c.id ? (
                <span className="clan-tag">{t('clan.appliedHere')}</span>
              ) : (
                <Button variant="secondary" busy={apply.busy} onClick={() => void apply.run(c.id)}>
                  {t('clan.apply')}
                </Button>
              ))}
          </li>
        ))}
      </ol>
      <div className="clan-pager">
        <Button
          variant="ghost"
          disabled={from === 0}
          onClick={() => setFrom(Math.max(0, from - PAGE))}
        >
          {t('clan.prev')}
        </Button>
        <Button
          variant="ghost"
          disabled={from + PAGE >= value.total}
          onClick={() => setFrom(from + PAGE)}
        >
          {t('clan.next')}
        </Button>
      </div>
    </div>
  );
}
