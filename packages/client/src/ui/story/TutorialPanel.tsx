import type { TutorialDto } from '@heroroad/protocol';
import { TUTORIAL_DONE, TUTORIAL_WALK, type TutorialStep } from '@heroroad/rules';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { finishTutorial, loadTutorial } from '../../app/story/actions';
import { playerLevel } from '../../stores/playerLevel';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { HELP_VOICE_BELOW_LEVEL } from '../../sound/voices';
import { useAction } from '../useAction';
import './story.css';

/**
 * What the server's count of the tutorial depends on: asked again when one of these moves (gold
 * moves after every battle won).
 */
function useLearningKey(): string | null {
  const game = useGame();
  return useStore(game.player, (s) => {
    const p = s.player;
    if (!p || p.playerMarkers.some((m) => m.playerMarker === TUTORIAL_DONE)) return null;
    // Whole or hurt, not the health itself: it regenerates between answers.
    const heroes = p.creatures
      .map((c) => {
        const hp = c.skills.find((k) => k.skillType === 'HEALTH');
        return `${c.level}:${c.combative}:${!hp || hp.valueCurrent >= hp.valueTotal}`;
      })
      .join(',');
    return `${p.coordinate >= TUTORIAL_WALK}|${p.bestVictoryStair}|${p.gold}|${heroes}`;
  });
}

/**
 * The tutorial on the road (SPEC §3 educations): the four steps with the one to do now, and the
 * button that ends it once every step is learned. Gone once it is over. It owns the road's one
 * learning card: a road hint (`advice`) shows inside it, above its button, while it is up, and
 * on its own (`alone`) otherwise, so the two never stack or cover each other's controls.
 */
export function TutorialPanel({
  advice = null,
  alone = null,
}: {
  advice?: ReactNode;
  alone?: ReactNode;
} = {}) {
  const game = useGame();
  const { t } = useTranslation();
  const key = useLearningKey();
  const [tutorial, setTutorial] = useState<TutorialDto | null>(null);
  const finish = useAction(async () => setTutorial(await finishTutorial(game)));
  const level = useStore(game.player, playerLevel);
  const next = tutorial && !tutorial.done ? tutorial.next : null;
  // The guide speaks each new step to a player below level 2 (SPEC §9 help voice).
  useEffect(() => {
    if (next !== null && level < HELP_VOICE_BELOW_LEVEL)
      game.bus.emit('sound:effect', { name: 'help_voice' });
  }, [game, next, level]);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadTutorial(game).then(
      (next) => live && setTutorial(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, key]);
  if (key === null || !tutorial || tutorial.done) return <>{alone}</>;
  return (
    <aside className="road-hint tutorial-panel" role="note" aria-labelledby="tutorial-title">
      <h2 id="tutorial-title">
        <Icon name="light-bulb" size={20} /> {t('tutorial.title')}
      </h2>
      <ol className="tutorial-steps">
        {tutorial.steps.map((step) => (
          <li
            key={step}
            className={tutorial.learned.includes(step) ? 'tutorial-learned' : undefined}
            aria-current={tutorial.next === step ? 'step' : undefined}
          >
            <Icon name={tutorial.learned.includes(step) ? 'check-mark' : 'hourglass'} size={16} />
            {t(`tutorial.step.${step as TutorialStep}`)}
          </li>
        ))}
      </ol>
      {tutorial.next && <p>{t(`tutorial.how.${tutorial.next as TutorialStep}`)}</p>}
      {advice}
      {!tutorial.next && (
        <Button icon="check-mark" busy={finish.busy} onClick={() => void finish.run()}>
          {t('tutorial.finish')}
        </Button>
      )}
    </aside>
  );
}
