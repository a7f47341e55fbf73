import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { leaveBattle } from '../../app/battle/flows';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';

/** An arena replay: nothing to command, only the way back (and word when it has ended). */
export function ReplayBar() {
  const game = useGame();
  const { t } = useTranslation();
  const over = useStore(game.battle, (s) => s.shownSeq >= s.seq);
  const back = useAction(async () => {
    await leaveBattle(game);
  });
  return (
    <section className="battle-replay card" aria-label={t('arena.replayTitle')}>
      <p role="status">
        <Icon name="fast-forward-button" size={20} />{' '}
        {over ? t('arena.replayOver') : t('arena.replayTitle')}
      </p>
      <Button icon="crossed-swords" busy={back.busy} onClick={() => void back.run()}>
        {t('arena.backToArena')}
      </Button>
    </section>
  );
}
