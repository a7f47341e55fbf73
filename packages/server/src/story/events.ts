import {
  EVENT_PREVIEW_DAYS,
  eventStyle,
  hasModeratorAccess,
  openEvents,
  type EventDef,
} from '@heroroad/rules';
import type { EventInfoDto, EventListDto } from '@heroroad/protocol';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import type { Executor } from '../db/tx.js';

/** How many leaders an event's rating lists. */
const TOP = 10;

/**
 * The event calendar (SPEC §9 windows) as the player sees it now: the events open for the
 * player's language, with the points earned by their tasks and the place in the event's rating
 * (eventPosition). Staff also see events ahead (30 days unless an administrator set another
 * preview), marked as previews.
 */
export class EventService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    /** How many days ahead staff preview events (a live setting administrators tune). */
    private readonly previewDays: () => number = () => EVENT_PREVIEW_DAYS,
  ) {}

  async list(auth: AuthContext): Promise<EventListDto> {
    const now = this.clock();
    const staff = hasModeratorAccess(auth.accessLevel);
    const open = openEvents(now, auth.lang, staff, this.previewDays());
    const events = await Promise.all(
      open.map((o) => this.standing(o.event, o.start, o.end, o.preview, auth.playerId)),
    );
    return { events, style: eventStyle(now, auth.lang) };
  }

  /** Points by player from the event tasks they claimed in this window. */
  private async standing(
    event: EventDef,
    start: number,
    end: number,
    preview: boolean,
    playerId: number,
  ): Promise<EventInfoDto> {
    const points = new Map(event.tasks.map((t) => [t.id, t.eventPoints ?? 0]));
    const claims = await this.db
      .selectFrom('task_claim')
      .select(['player_id', 'task_id'])
      .where('period', '=', start)
      .where('task_id', 'in', [...points.keys()])
      .execute();
    const totals = new Map<number, number>();
    for (const c of claims) {
      const id = Number(c.player_id);
      totals.set(id, (totals.get(id) ?? 0) + (points.get(c.task_id) ?? 0));
    }
    const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const mine = totals.get(playerId) ?? 0;
    const leaders = ranked.slice(0, TOP);
    const names = leaders.length
      ? await this.db
          .selectFrom('player')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            leaders.map(([id]) => id),
          )
          .execute()
      : [];
    const nameOf = new Map(names.map((n) => [Number(n.id), n.name]));
    return {
      eventId: event.id,
      start,
      end,
      preview,
      style: event.style,
      points: mine,
      eventPosition: mine > 0 ? 1 + ranked.filter(([, p]) => p > mine).length : null,
      top: leaders.map(([id, p]) => ({ playerId: id, name: nameOf.get(id) ?? '', points: p })),
    };
  }
}
