import type { ForcesDto } from '@heroroad/protocol';
import { pickText, rankName, remainingMs } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useGame } from '../GameContext';
import { SpeedUpButton, TimeLeft } from './SpeedUp';

/**
 * The hero's rank rising (its kills paid for it): the rank it reaches, the time left counting
 * down, and finishing it now for emeralds.
 */
export function RankRising(props: {
  forces: ForcesDto;
  creatureId: number;
  now: number;
  mithril: number;
  busy: boolean;
  onSpeedUp: (timerId: number) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const rising = props.forces.ranks.find((r) => r.creatureId === props.creatureId);
  if (!rising) return null;
  const left = remainingMs(rising.endsAt, props.now);
  return (
    <div className="hall-list" data-testid="rank-timer">
      <p>
        <b>{t('goods.rankRising', { rank: pickText(rankName(rising.toRank), game.lang) })}</b>{' '}
        <span className="hall-soft">
          <TimeLeft ms={left} />
        </span>
      </p>
      <SpeedUpButton
        leftMs={left}
        mithril={props.mithril}
        busy={props.busy}
        onClick={() => props.onSpeedUp(rising.timerId)}
      />
    </div>
  );
}
