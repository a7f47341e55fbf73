import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArena, loadArenaHistory } from '../../app/arena';
import { useGame } from '../GameContext';

/** The rating an arena battle just moved, under its result (the latest attack in the history). */
export function ArenaResult() {
  const game = useGame();
  const { t } = useTranslation();
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadArenaHistory(game), loadArena(game)]).then(
      ([history, state]) => {
        const change = history.made[0]?.ratingChange;
        if (!live || change == null) return;
        const signed = change > 0 ? `+${change}` : String(change);
        setLine(t('arena.ratingChange', { change: signed, rating: state.rating }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, t]);
  return line ? <li className="battle-result-arena">{line}</li> : null;
}
