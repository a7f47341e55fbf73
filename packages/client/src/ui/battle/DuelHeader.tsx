import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';

/**
 * A duel's header (GAME_DESIGN "Duels"): whom the player fights, with their level; a watcher
 * sees both players, the challenger first. The names come with the battle status itself.
 */
export function DuelHeader() {
  const game = useGame();
  const { t } = useTranslation();
  const duellists = useStore(game.battle, (s) => s.status?.duellists ?? null);
  const watching = useStore(game.battle, (s) => s.watching);
  if (!duellists) return null;
  const { own, opponent } = duellists;
  const text = watching
    ? t('duels.pair', {
        own: own.name,
        ownLevel: own.level,
        opponent: opponent.name,
        opponentLevel: opponent.level,
      })
    : t('duels.opponent', { name: opponent.name, level: opponent.level });
  return (
    <p className="battle-duel">
      <Icon name="crossed-swords" size={18} />
      <span>{text}</span>
    </p>
  );
}
