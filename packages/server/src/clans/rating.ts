import { sql } from 'kysely';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RankedRow, type RatingProvider } from '../rating/provider.js';
import { clanPlace, inClanOrder } from './order.js';

/**
 * The clanLevel rating (SPEC §3): clans in their one order (`order.ts`). A row is a clan; the
 * viewer's place is their clan's.
 */
function clans(db: Executor, filter: string | null) {
  let q = db.selectFrom('clan');
  if (filter) q = q.where(sql<boolean>`name_key like ${containsPattern(filter)} escape '\\'`);
  return q;
}

const toRow = (c: { id: number; name: string; level: number }): RankedRow => ({
  id: c.id,
  name: c.name,
  level: c.level,
  value: c.level,
});

export const clanLevelRating: RatingProvider = {
  type: 'clanLevel',
  async total(db, q) {
    const r = await clans(db, q.filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async page(db, q) {
    const rows = await inClanOrder(clans(db, q.filter).select(['id', 'name', 'level']))
      .limit(q.count)
      .offset(q.from)
      .execute();
    return rows.map(toRow);
  },
  async position(db, playerId) {
    const c = await db
      .selectFrom('player')
      .innerJoin('clan', 'clan.id', 'player.clan_id')
      .select(['clan.id', 'clan.name', 'clan.level', 'clan.members', 'clan.created_at'])
      .where('player.id', '=', playerId)
      .executeTakeFirst();
    if (!c) return null;
    return { row: toRow(c), place: await clanPlace(db, c) };
  },
};
