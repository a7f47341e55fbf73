import { LEAGUES, pickText, type Lang, type LeagueDef } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../i18n/words';
import { useGame } from '../GameContext';

/** A league's daily reward in words: "300 gold, 1 emerald". */
export function rewardText(daily: LeagueDef['daily'], lang: Lang): string {
  return Object.entries(daily)
    .filter(([, amount]) => amount > 0)
    .map(([currency, amount]) => amountText(amount, currency, lang))
    .join(', ');
}

/** The nine leagues, Champions first, with the rating each needs and its daily reward. */
export function LeagueList({ current }: { current: number }) {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <ol className="arena-list arena-leagues" reversed>
      {[...LEAGUES].reverse().map((l) => (
        <li
          key={l.id}
          className={`arena-row${l.id === current ? ' arena-row-mine' : ''}`}
          aria-current={l.id === current || undefined}
        >
          <span className={`arena-mini arena-league-${l.id}`} aria-hidden="true">
            {l.id}
          </span>
          <span className="arena-row-text">
            <b>
              {pickText(l.name, game.lang)}
              {l.id === current && ` · ${t('arena.yourLeague')}`}
            </b>
            <span className="hall-soft">
              {t('arena.leagueRow', { rating: l.minRating, what: rewardText(l.daily, game.lang) })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
