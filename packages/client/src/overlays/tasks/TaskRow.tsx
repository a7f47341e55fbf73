import type { TaskListDto } from '@heroroad/protocol';
import { pickText, taskDef, TUTORIAL_DONE, type Lang } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { takeTask } from '../../app/story/actions';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { amountText } from '../../i18n/words';
import { useAction } from '../../ui/useAction';

type TaskDto = TaskListDto['tasks'][number];

const rewardText = (reward: Record<string, number>, lang: Lang) =>
  Object.entries(reward)
    .map(([currency, amount]) => amountText(amount, currency, lang))
    .join(', ');

/** One task: its title, progress, reward and the claim button. */
export function TaskRow({ task, onTaken }: { task: TaskDto; onTaken: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const def = taskDef(task.id);
  const take = useAction(async () => {
    const reward = await takeTask(game, task.id);
    game.ui.getState().toast('success', t('tasks.taken', { what: rewardText(reward, game.lang) }));
    onTaken();
  });
  const title = def ? pickText(def.title, game.lang) : task.taskType;
  // Rewards wait for the tutorial's end (the server refuses them before): say so on the button.
  const tutorialOver = useStore(game.player, (s) =>
    (s.player?.playerMarkers ?? []).some((m) => m.playerMarker === TUTORIAL_DONE),
  );
  const blocked = task.completed && !tutorialOver;
  return (
    <li className={`task${task.taken ? ' task-taken' : ''}`}>
      <div className="task-text">
        <p className="task-title">{title}</p>
        <progress max={task.goal} value={task.progress} aria-label={title} />
        <p className="task-meta">
          {t('tasks.progress', { progress: task.progress, goal: task.goal })} ·{' '}
          {t('tasks.reward', { what: rewardText(task.reward, game.lang) })}
        </p>
      </div>
      {task.taken ? (
        <span className="task-done">{t('tasks.done')}</span>
      ) : (
        <span className="task-claim">
          <Button
            icon="open-treasure-chest"
            disabled={!task.completed || blocked}
            busy={take.busy}
            onClick={() => void take.run()}
            aria-describedby={blocked ? `task-wait-${task.id}` : undefined}
          >
            {t('tasks.take')}
          </Button>
          {blocked && (
            <span id={`task-wait-${task.id}`} className="task-wait">
              {t('tasks.afterTutorial')}
            </span>
          )}
        </span>
      )}
    </li>
  );
}
