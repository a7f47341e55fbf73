import type { RatingType } from '@heroroad/protocol';
import { sql } from 'kysely';
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
      let s = base(db, q.filter)
        .select(['id', 'name', 'level', `${column} as v`])
        .orderBy(column, 'desc');
      if (then) s = s.orderBy(then, 'desc');
      const rows = await s.orderBy('id', 'asc').limit(q.count).offset(q.from).execute();
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
      const ahead = await db
        .selectFrom('player')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => {
          const tie = then
            ? eb.or([
                eb(then, '>', me.current_exp),
                eb.and([eb(then, '=', me.current_exp), eb('id', '<', playerId)]),
              ])
            : eb('id', '<', playerId);
          return eb.or([eb(column, '>', v), eb.and([eb(column, '=', v), tie])]);
        })
        .executeTakeFirstOrThrow();
      return { row: toRow({ ...me, v }), place: Number(ahead.n) + 1 };
    },
  };
}
