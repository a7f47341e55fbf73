import { sql } from 'kysely';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RatingProvider } from '../rating/provider.js';

/** The arenaPosition rating: arena players by rating (index `arena_player_rating`). */
export const arenaRating: RatingProvider = {
  type: 'arenaPosition',
  async total(db, q) {
    const r = await ranked(db, q.filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async page(db, q) {
    const rows = await ranked(db, q.filter)
      .select(['p.id', 'p.name', 'p.level', 'a.rating'])
      .orderBy('a.rating', 'desc')
      .orderBy('a.player_id', 'asc')
      .limit(q.count)
      .offset(q.from)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, level: r.level, value: r.rating }));
  },
  async position(db, playerId) {
    const me = await ranked(db, null)
      .select(['p.id', 'p.name', 'p.level', 'a.rating'])
      .where('a.player_id', '=', playerId)
      .executeTakeFirst();
    if (!me) return null;
    const ahead = await db
      .selectFrom('arena_player')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('rating', '>', me.rating),
          eb.and([eb('rating', '=', me.rating), eb('player_id', '<', playerId)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return {
      row: { id: me.id, name: me.name, level: me.level, value: me.rating },
      place: Number(ahead.n) + 1,
    };
  },
};

function ranked(db: Executor, filter: string | null) {
  let q = db.selectFrom('arena_player as a').innerJoin('player as p', 'p.id', 'a.player_id');
  if (filter) q = q.where(sql<boolean>`p.name_key like ${containsPattern(filter)} escape '\\'`);
  return q;
}
