import type { RatingType } from '@heroroad/protocol';
import { sql, type Expression } from 'kysely';
import type { Executor } from '../db/tx.js';
import { ahead, countOf } from './keyset.js';
import { inOrder, keyColumns, keyOf, keyRefs, type RatingOrder } from './order.js';
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
  const order: RatingOrder = {
    table: 'player',
    columns: [
      { column, dir: 'desc' },
      ...(then ? [{ column: then, dir: 'desc' as const }] : []),
      { column: 'id', dir: 'asc' },
    ],
  };
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
  // Only these rows are read whole: the ids come from a walk of the covering index alone (a
  // deferred join: OFFSET never reads the rows it skips).
  const rows = async (db: Executor, ids: Expression<number>) => {
    const found = await inOrder(
      db
        .selectFrom('player')
        .select(['id', 'name', 'level', `${column} as v`])
        .where('id', 'in', ids),
      order,
    ).execute();
    return found.map(toRow);
  };
  const mine = (db: Executor, playerId: number) =>
    db
      .selectFrom('player as p')
      .select(['p.id', 'p.name', 'p.level', `p.${column} as v`])
      .where('p.id', '=', playerId);
  return {
    type,
    async total(db, q) {
      const r = await base(db, q.filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    page: (db, q) =>
      rows(
        db,
        inOrder(base(db, q.filter).select('id'), order).limit(q.count).offset(q.from).$asScalar(),
      ),
    async position(db, playerId) {
      // One statement: the player's row with the range counts on the index beside it (better
      // values, better experience at the same value, earlier players tied on both), each a
      // correlated count the planner runs with the row's values as index bounds (a single OR
      // would not use the index). One round trip instead of four.
      const me = await mine(db, playerId)
        .select(countOf(order, ahead(order, keyRefs(order, 'p'))).as('ahead'))
        .executeTakeFirst();
      return me ? { row: toRow(me), place: Number(me.ahead) + 1 } : null;
    },
    ordered: {
      order,
      rows,
      async mine(db, playerId) {
        const me = await mine(db, playerId).select(keyColumns(order, 'p')).executeTakeFirst();
        return me ? { row: toRow(me), key: keyOf(order, me) } : null;
      },
    },
  };
}
