import type { TaskListDto } from '@heroroad/protocol';
import { pickText, taskDef, type Lang } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
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
        <Button
          icon="open-treasure-chest"
          disabled={!task.completed}
          busy={take.busy}
          onClick={() => void take.run()}
        >
          {t('tasks.take')}
        </Button>
      )}
    </li>
  );
}
