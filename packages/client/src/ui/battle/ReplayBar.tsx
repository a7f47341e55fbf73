import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { leaveBattle } from '../../app/battle/flows';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';

/**
 * An arena replay or a watched duel: nothing to command, only the way back (and word when it has
 * ended; a duel still being fought says whose turn it is).
 */
export function ReplayBar() {
  const game = useGame();
  const { t } = useTranslation();
  const shown = useStore(game.battle, (s) => s.shownSeq >= s.seq);
  const duel = useStore(game.battle, (s) => s.status?.battle.versusPlayer === true);
  const running = useStore(game.battle, (s) => s.status?.battleState === 'IN_PROGRESS');
  const title = t(duel ? 'duels.watchTitle' : 'arena.replayTitle');
  const line = !shown ? title : duel && running ? t('duels.watchWaiting') : t('arena.replayOver');
  const back = useAction(async () => {
    await leaveBattle(game);
  });
  return (
    <section className="battle-replay card" aria-label={title}>
      <p role="status">
        <Icon name="fast-forward-button" size={20} /> {line}
      </p>
      <Button icon="crossed-swords" busy={back.busy} onClick={() => void back.run()}>
        {t('arena.backToArena')}
      </Button>
    </section>
  );
}
