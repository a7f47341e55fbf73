import { hasModeratorAccess, openEvents } from '@heroroad/rules';
import { sql } from 'kysely';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RatingProvider } from '../rating/provider.js';

/**
 * The eventPosition rating: players by the points their claimed tasks earned in the event open
 * now for the viewer's language (the same points as the event overlay's standing), summed by the
 * database per player from `task_claim`.
 */
export function eventRating(clock: Clock): RatingProvider {
  const totals = (db: Executor, auth: AuthContext) => {
    const open = openEvents(clock(), auth.lang, hasModeratorAccess(auth.accessLevel)).find(
      (o) => !o.preview,
    );
    const tasks = (open?.event.tasks ?? []).filter((t) => (t.eventPoints ?? 0) > 0);
    if (!open || tasks.length === 0) return null;
    const points = sql.join(
      tasks.map((t) => sql`when ${t.id} then ${sql.lit(t.eventPoints ?? 0)}`),
      sql` `,
    );
    return db
      .selectFrom('task_claim')
      .select(['player_id', sql<number>`sum(case task_id ${points} else 0 end)`.as('points')])
      .where('period', '=', open.start)
      .where(
        'task_id',
        'in',
        tasks.map((t) => t.id),
      )
      .groupBy('player_id');
  };
  const ranked = (db: Executor, auth: AuthContext, filter: string | null) => {
    const t = totals(db, auth);
    if (!t) return null;
    let q = db.selectFrom(t.as('t')).innerJoin('player as p', 'p.id', 't.player_id');
    if (filter) q = q.where(sql<boolean>`p.name_key like ${containsPattern(filter)} escape '\\'`);
    return q;
  };
  return {
    type: 'eventPosition',
    async total(db, q) {
      const r = ranked(db, q.auth, q.filter);
      if (!r) return 0;
      const n = await r.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n.n);
    },
    async page(db, q) {
      const r = ranked(db, q.auth, q.filter);
      if (!r) return [];
      const rows = await r
        .select(['p.id', 'p.name', 'p.level', 't.points'])
        .orderBy('t.points', 'desc')
        .orderBy('p.id', 'asc')
        .limit(q.count)
        .offset(q.from)
        .execute();
      return rows.map((x) => ({ id: x.id, name: x.name, level: x.level, value: Number(x.points) }));
    },
    async position(db, playerId, auth) {
      const r = ranked(db, auth, null);
      if (!r) return null;
      const me = await r
        .select(['p.id', 'p.name', 'p.level', 't.points'])
        .where('p.id', '=', playerId)
        .executeTakeFirst();
      if (!me) return null;
      const mine = Number(me.points);
      const ahead = await ranked(db, auth, null)!
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('t.points', '>', mine),
            eb.and([eb('t.points', '=', mine), eb('p.id', '<', playerId)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return {
        row: { id: me.id, name: me.name, level: me.level, value: mine },
        place: Number(ahead.n) + 1,
      };
    },
  };
}
