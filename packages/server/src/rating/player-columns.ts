import type { RatingType } from '@heroroad/protocol';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RankedRow, type RatingProvider } from './provider.js';

type RankColumn = 'level' | 'battle_stair' | 'best_victory_stair';

/**
 * A rating of players by a column of the player row, best first, ties by the earlier player id,
 * read through the index on (column, id) that `rating` migrations add. With a second column
 * (experience within a level) the order is by both.
 */
export function playerColumnRating(
  type: RatingType,
  column: RankColumn,
  then: 'current_exp' | null = null,
): RatingProvider {
  const base = (db: Executor, filter: string | null) => {
    let q = db.selectFrom('player');
    if (filter) q = q.where(sql<boolean>`name_key like ${containsPattern(filter)} escape '\\'`);
    return q;
  };
  const toRow = (r: { id: number; name: string; level: number; v: number }): RankedRow => ({
    id: r.id,
    name: r.name,
    level: r.level,
    value: Number(r.v),
  });
  return {
    type,
    async total(db, q) {
      const r = await base(db, q.filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async page(db, q) {
      // The page's ids come from a walk of the covering index alone; only those 100 rows are
      // then read whole (a deferred join: OFFSET never reads the rows it skips).
      const order = <O>(x: SelectQueryBuilder<Database, 'player', O>) => {
        let o = x.orderBy(column, 'desc');
        if (then) o = o.orderBy(then, 'desc');
        return o.orderBy('id', 'asc');
      };
      const ids = order(base(db, q.filter).select('id')).limit(q.count).offset(q.from);
      const rows = await order(
        db
          .selectFrom('player')
          .select(['id', 'name', 'level', `${column} as v`])
          .where('id', 'in', ids),
      ).execute();
      return rows.map(toRow);
    },
    async position(db, playerId) {
      const me = await db
        .selectFrom('player')
        .select(['id', 'name', 'level', 'current_exp', `${column} as v`])
        .where('id', '=', playerId)
        .executeTakeFirst();
      if (!me) return null;
      const v = Number(me.v);
      // Three range counts on the index (a single OR would not use it): better values, then
      // better experience at the same value, then earlier players tied on both.
      const count = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
        where(base(db, null))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      const parts = await Promise.all([
        count((q) => q.where(column, '>', v)),
        then
          ? count((q) => q.where(column, '=', v).where(then, '>', me.current_exp))
          : Promise.resolve(0),
        count((q) => {
          const tied = q.where(column, '=', v).where('id', '<', playerId);
          return then ? tied.where(then, '=', me.current_exp) : tied;
        }),
      ]);
      const ahead = { n: parts.reduce((a, b) => a + b, 0) };
      return { row: toRow({ ...me, v }), place: Number(ahead.n) + 1 };
    },
  };
}
