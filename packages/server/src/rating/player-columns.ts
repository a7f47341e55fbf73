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
      // One statement: the player's row with the three range counts on the index beside it
      // (better values, better experience at the same value, earlier players tied on both), each
      // a correlated count the planner runs once with the row's values as index bounds (a single
      // OR would not use the index). One round trip instead of four.
      const col = sql.ref(`q.${column}`);
      const mine = sql.ref(`p.${column}`);
      const thenQ = then ? sql.ref(`q.${then}`) : null;
      const thenP = then ? sql.ref(`p.${then}`) : null;
      const better = sql<number>`(select count(*) from player q where ${col} > ${mine})`;
      const closer = thenQ
        ? sql<number>`(select count(*) from player q where ${col} = ${mine} and ${thenQ} > ${thenP})`
        : sql<number>`0`;
      const tied = thenQ
        ? sql<number>`(select count(*) from player q where ${col} = ${mine} and ${thenQ} = ${thenP} and q.id < p.id)`
        : sql<number>`(select count(*) from player q where ${col} = ${mine} and q.id < p.id)`;
      const me = await db
        .selectFrom('player as p')
        .select(['p.id', 'p.name', 'p.level', `p.${column} as v`])
        .select([better.as('better'), closer.as('closer'), tied.as('tied')])
        .where('p.id', '=', playerId)
        .executeTakeFirst();
      if (!me) return null;
      const ahead = Number(me.better) + Number(me.closer) + Number(me.tied);
      return { row: toRow(me), place: ahead + 1 };
    },
  };
}
