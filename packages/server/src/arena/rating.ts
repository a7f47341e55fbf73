import { sql, type Expression } from 'kysely';
import type { Executor } from '../db/tx.js';
import { ahead, countOf } from '../rating/keyset.js';
import { inOrder, keyColumns, keyOf, keyRefs, type RatingOrder } from '../rating/order.js';
import { containsPattern, type RankedRow, type RatingProvider } from '../rating/provider.js';

/** Arena players by rating, ties to the earlier player: the index `arena_player_rating`. */
const order: RatingOrder = {
  table: 'arena_player',
  columns: [
    { column: 'rating', dir: 'desc' },
    { column: 'player_id', dir: 'asc' },
  ],
};

const toRow = (r: { id: number; name: string; level: number; rating: number }): RankedRow => ({
  id: r.id,
  name: r.name,
  level: r.level,
  value: r.rating,
});

/** The page's rows: only the ids' rows joined (a deferred join after a walk of the index). */
async function rows(db: Executor, ids: Expression<number>): Promise<RankedRow[]> {
  const found = await inOrder(
    ranked(db, null)
      .select(['p.id', 'p.name', 'p.level', 'a.rating'])
      .where('a.player_id', 'in', ids),
    order,
    'a',
  ).execute();
  return found.map(toRow);
}

const mine = (db: Executor, playerId: number) =>
  ranked(db, null)
    .select(['p.id', 'p.name', 'p.level', 'a.rating'])
    .where('a.player_id', '=', playerId);

/** The arenaPosition rating: arena players by rating. */
export const arenaRating: RatingProvider = {
  type: 'arenaPosition',
  async total(db, q) {
    // Without a filter the arena's own rows suffice: each belongs to a player.
    const r = q.filter
      ? await ranked(db, q.filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('arena_player')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  page: (db, q) =>
    rows(
      db,
      inOrder(
        q.filter
          ? ranked(db, q.filter).select('a.player_id')
          : db.selectFrom('arena_player as a').select('a.player_id'),
        order,
        'a',
      )
        .limit(q.count)
        .offset(q.from)
        .$asScalar(),
    ),
  async position(db, playerId) {
    // One statement: the row with both range counts on `arena_player_rating` beside it (higher
    // ratings, then earlier players on the same rating; a single OR would not use the index).
    const me = await mine(db, playerId)
      .select(countOf(order, ahead(order, keyRefs(order, 'a'))).as('ahead'))
      .executeTakeFirst();
    return me ? { row: toRow(me), place: Number(me.ahead) + 1 } : null;
  },
  ordered: {
    order,
    rows,
    async mine(db, playerId) {
      const me = await mine(db, playerId).select(keyColumns(order, 'a')).executeTakeFirst();
      return me ? { row: toRow(me), key: keyOf(order, me) } : null;
    },
  },
};

function ranked(db: Executor, filter: string | null) {
  let q = db.selectFrom('arena_player as a').innerJoin('player as p', 'p.id', 'a.player_id');
  if (filter) q = q.where(sql<boolean>`p.name_key like ${containsPattern(filter)} escape '\\'`);
  return q;
}
