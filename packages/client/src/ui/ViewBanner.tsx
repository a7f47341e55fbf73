import { useTranslation } from 'react-i18next';
import { exitView, viewing } from '../app/staffView';
import { Button } from './Button';
import { useGame } from './GameContext';
import { useAction } from './useAction';
import './viewBanner.css';

/** While staff see the game as a player, a banner says whose it is and leads back. */
export function ViewBanner() {
  const game = useGame();
  const { t } = useTranslation();
  const view = viewing(game);
  const exit = useAction(() => exitView(game));
  if (!view) return null;
  return (
    <div className="view-banner" role="status">
      <span>{t('staff.view.banner', { name: view.playerName })}</span>
      <Button
        variant="ghost"
        className="view-exit"
        icon="exit-door"
        busy={exit.busy}
        onClick={() => void exit.run()}
      >
        {t('staff.view.exit')}
      </Button>
    </div>
  );
}
