import type { TaskListDto } from '@heroroad/protocol';
import { TASK_KINDS, formatDuration, type TaskKind } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';
import { Tabs } from '../../ui/Tabs';
import { FestivalStall } from '../event/FestivalStall';
import { TaskRow } from './TaskRow';
import '../social/social.css';
import './tasks.css';
import { loadTasks } from '../../app/story/reads';

/** SPEC §2 tasks: daily, scenario, side and event tabs, each task with its progress and reward. */
export default function TasksOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [tab, setTab] = useState<TaskKind>('DAILY');
  const [list, setList] = useState<TaskListDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadTasks(game).then(setList, () => setFailed(true));
  }, [game]);
  useEffect(load, [load]);
  const shown = (list?.tasks ?? []).filter((x) => x.kind === tab);
  const waiting = (kind: TaskKind) =>
    (list?.tasks ?? []).some((x) => x.kind === kind && x.completed && !x.taken);
  return (
    <Modal id="tasks" title={t('tasks.title')} icon="checklist" size="tall">
      <div className="tasks">
        {/* The shared tabs: styled like every other overlay's, with arrow keys and a panel. */}
        <Tabs
          label={t('tasks.tabs')}
          look="pill"
          value={tab}
          onChange={setTab}
          tabs={TASK_KINDS.map((kind) => ({
            key: kind,
            label: t(`tasks.kind.${kind}`),
            mark: waiting(kind) ? t('tasks.waiting') : null,
          }))}
        >
          {failed && <p className="form-note">{t('tasks.failed')}</p>}
          {!list && !failed && <span className="spinner" aria-label={t('common.busy')} />}
          {list && tab === 'DAILY' && (
            <p className="form-note">
              {t('tasks.resetIn', {
                time: formatDuration((list.dailyResetAt - game.now()) / 1000, game.lang),
              })}
            </p>
          )}
          {list && shown.length === 0 && <p className="form-note">{t(`tasks.empty.${tab}`)}</p>}
          <ul className="task-list">
            {shown.map((task) => (
              <TaskRow key={task.id} task={task} onTaken={load} />
            ))}
          </ul>
          {/* Festival coins are spent all year, not only while an event's banner is up. */}
          {tab === 'EVENT' && <FestivalStall />}
        </Tabs>
      </div>
    </Modal>
  );
}
