import type { EventListDto, TaskListDto } from '@heroroad/protocol';
import { eventDef, MOSCOW_TIME_ZONE, pickText } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { EVENT_ICONS } from '../../ui/story/eventIcons';
import { Icon } from '../../ui/Icon';
import { Modal } from '../Modal';
import { FestivalStall } from './FestivalStall';
import { TaskRow } from '../tasks/TaskRow';
import '../tasks/tasks.css';
import { loadEvents, loadTasks } from '../../app/story/reads';
import { localeOf } from '../../i18n/words';

/**
 * The events on now (staff also see those ahead, marked): each with its dates, its tasks and
 * claim buttons, the player's event points and place, and the leaders; then the festival stall,
 * where the coins event tasks pay are spent all year.
 */
export default function EventOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [events, setEvents] = useState<EventListDto | null>(null);
  const [tasks, setTasks] = useState<TaskListDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    Promise.all([loadEvents(game), loadTasks(game)]).then(
      ([e, list]) => {
        setEvents(e);
        setTasks(list);
      },
      () => setFailed(true),
    );
  }, [game]);
  useEffect(load, [load]);
  const date = new Intl.DateTimeFormat(localeOf(game.lang), {
    day: 'numeric',
    month: 'long',
    timeZone: MOSCOW_TIME_ZONE,
  });
  return (
    <Modal id="event" title={t('event.title')} icon="party-hat" size="tall">
      <div className="tasks">
        {failed && <p className="form-note">{t('event.failed')}</p>}
        {!events && !failed && <span className="spinner" aria-label={t('common.busy')} />}
        {events?.events.length === 0 && <p className="form-note">{t('event.none')}</p>}
        {events?.events.map((e) => {
          const def = eventDef(e.eventId);
          if (!def) return null;
          return (
            <section key={`${e.eventId}:${e.start}`} className="event" aria-label={pickText(def.title, game.lang)}>
              <h3 className="event-title">
                <Icon name={EVENT_ICONS[e.eventId] ?? 'party-hat'} size={24} />
                {pickText(def.title, game.lang)}
              </h3>
              <p>{pickText(def.description, game.lang)}</p>
              <p className="form-note">
                {t('event.dates', { from: date.format(e.start), to: date.format(e.end - 1) })}
              </p>
              {e.preview && <p className="form-note event-preview">{t('event.preview')}</p>}
              <p>
                {e.eventPosition === null
                  ? t('event.noPlace', { points: e.points })
                  : t('event.place', { points: e.points, place: e.eventPosition })}
              </p>
              <ul className="task-list">
                {(tasks?.tasks ?? [])
                  .filter((x) => x.eventId === e.eventId)
                  .map((task) => (
                    <TaskRow key={task.id} task={task} onTaken={load} />
                  ))}
              </ul>
              {e.top.length > 0 && (
                <>
                  <h4>{t('event.leaders')}</h4>
                  <ol className="event-top">
                    {e.top.map((row) => (
                      <li key={row.playerId}>{t('event.leader', { name: row.name, points: row.points })}</li>
                    ))}
                  </ol>
                </>
              )}
            </section>
          );
        })}
        {(events || failed) && <FestivalStall />}
      </div>
    </Modal>
  );
} // prettier-ignore
