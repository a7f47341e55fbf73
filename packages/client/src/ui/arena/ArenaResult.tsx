import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArena, loadArenaHistory } from '../../app/arena';
import { useGame } from '../GameContext';
import { useLoadOnce } from '../useLoadOnce';

/** The rating an arena battle just moved, under its result (the latest attack in the history). */
export function ArenaResult() {
  const game = useGame();
  const { t } = useTranslation();
  const [line, setLine] = useState<string | null>(null);
  // Loaded again in a new language, as the line is written in it.
  useLoadOnce(
    () => Promise.all([loadArenaHistory(game), loadArena(game)]),
    ([history, state]) => {
      const change = history.made[0]?.ratingChange;
      if (change == null) return;
      const signed = change > 0 ? `+${change}` : String(change);
      setLine(t('arena.ratingChange', { change: signed, rating: state.rating }));
    },
    undefined,
    t,
  );
  return line ? <li className="battle-result-arena">{line}</li> : null;
}
