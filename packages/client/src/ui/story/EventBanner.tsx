import type { EventInfoDto } from '@heroroad/protocol';
import { eventDef, pickText, MINUTE_MS } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { EVENT_ICONS } from './eventIcons';
import { loadEvents } from '../../app/story/reads';

/** How often the road asks again which events are on (they open and close at Moscow midnight). */
const REFRESH_MS = 10 * MINUTE_MS;

/** A banner on the road for each event on now; it opens the event's screen. */
export function EventBanner() {
  const game = useGame();
  const { t } = useTranslation();
  const [events, setEvents] = useState<readonly EventInfoDto[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      loadEvents(game).then(
        (list) => live && setEvents(list.events),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [game]);
  return (
    <>
      {events.map((e) => {
        const def = eventDef(e.eventId);
        if (!def) return null;
        return (
          <button
            key={`${e.eventId}:${e.start}`}
            type="button"
            className="road-chip road-chip-event"
            onClick={() => game.ui.getState().open('event')}
          >
            <Icon name={EVENT_ICONS[e.eventId] ?? 'party-hat'} size={22} />
            <span>
              {e.preview
                ? t('event.bannerPreview', { title: pickText(def.title, game.lang) })
                : pickText(def.title, game.lang)}
            </span>
          </button>
        );
      })}
    </>
  );
}
