import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { barPercent } from '../model/loadBar';
import { useGame } from './GameContext';

/**
 * The loading bar's value for assistive technology (the bar itself is drawn on the canvas):
 * the same 10 + 0.9p the bar shows. Once the game started it stays, hidden, at 100.
 */
export function LoadingStatus() {
  const game = useGame();
  const { t } = useTranslation();
  const percent = useStore(game.ui, (s) => Math.round(barPercent(s.loadPercent)));
  const started = useStore(game.ui, (s) => s.gameStarted);
  return (
    <div
      className="visually-hidden"
      hidden={started}
      data-started={started}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('loading.progress', { percent })}
    />
  );
}
