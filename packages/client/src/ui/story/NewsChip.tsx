import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { loadNews } from '../../app/story/reads';

/** The news button on the road, marked while some news is unseen (asked again after reading). */
export function NewsChip() {
  const game = useGame();
  const { t } = useTranslation();
  const reading = useStore(game.ui, (s) => s.overlays.includes('news'));
  const [unseen, setUnseen] = useState(false);
  useEffect(() => {
    if (reading) return;
    let live = true;
    loadNews(game, false).then(
      (list) => live && setUnseen(list.unseen),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, reading]);
  return (
    <button
      type="button"
      className="road-chip road-chip-news"
      onClick={() => game.ui.getState().open('news')}
    >
      <Icon name="newspaper" size={22} />
      <span>{t('news.button')}</span>
      {unseen && <span className="menu-dot" aria-label={t('news.unseen')} />}
    </button>
  );
}
