import { sql } from 'kysely';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RatingProvider } from '../rating/provider.js';

/** The arenaPosition rating: arena players by rating (index `arena_player_rating`). */
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
  async page(db, q) {
    // The page's ids from the rating index alone, then only those rows joined (deferred join).
    const ids = (
      q.filter
        ? ranked(db, q.filter).select('a.player_id')
        : db.selectFrom('arena_player as a').select('a.player_id')
    )
      .orderBy('a.rating', 'desc')
      .orderBy('a.player_id', 'asc')
      .limit(q.count)
      .offset(q.from);
    const rows = await ranked(db, null)
      .select(['p.id', 'p.name', 'p.level', 'a.rating'])
      .where('a.player_id', 'in', ids)
      .orderBy('a.rating', 'desc')
      .orderBy('a.player_id', 'asc')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, level: r.level, value: r.rating }));
  },
  async position(db, playerId) {
    // One statement: the row with both range counts on `arena_player_rating` beside it (higher
    // ratings, then earlier players on the same rating; a single OR would not use the index).
    const me = await ranked(db, null)
      .select(['p.id', 'p.name', 'p.level', 'a.rating'])
      .select([
        sql<number>`(select count(*) from arena_player q where q.rating > a.rating)`.as('higher'),
        sql<number>`(select count(*) from arena_player q where q.rating = a.rating and q.player_id < a.player_id)`.as(
          'tied',
        ),
      ])
      .where('a.player_id', '=', playerId)
      .executeTakeFirst();
    if (!me) return null;
    return {
      row: { id: me.id, name: me.name, level: me.level, value: me.rating },
      place: Number(me.higher) + Number(me.tied) + 1,
    };
  },
};

function ranked(db: Executor, filter: string | null) {
  let q = db.selectFrom('arena_player as a').innerJoin('player as p', 'p.id', 'a.player_id');
  if (filter) q = q.where(sql<boolean>`p.name_key like ${containsPattern(filter)} escape '\\'`);
  return q;
}
