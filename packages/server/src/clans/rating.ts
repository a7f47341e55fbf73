import { sql, type Expression } from 'kysely';
import type { Executor } from '../db/tx.js';
import { containsPattern, type RankedRow, type RatingProvider } from '../rating/provider.js';
import { CLAN_ORDER, clanKey, clanPlace, inClanOrder } from './order.js';

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

const rows = async (db: Executor, ids: Expression<number>) =>
  (
    await inClanOrder(
      clans(db, null).select(['id', 'name', 'level']).where('id', 'in', ids),
    ).execute()
  ).map(toRow);

/** The viewer's clan, with what places it. */
const clanOf = (db: Executor, playerId: number) =>
  db
    .selectFrom('player')
    .innerJoin('clan', 'clan.id', 'player.clan_id')
    .select(['clan.id', 'clan.name', 'clan.level', 'clan.members', 'clan.created_at'])
    .where('player.id', '=', playerId)
    .executeTakeFirst();

export const clanLevelRating: RatingProvider = {
  type: 'clanLevel',
  async total(db, q) {
    const r = await clans(db, q.filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  async page(db, q) {
    const found = await inClanOrder(clans(db, q.filter).select(['id', 'name', 'level']))
      .limit(q.count)
      .offset(q.from)
      .execute();
    return found.map(toRow);
  },
  async position(db, playerId) {
    const c = await clanOf(db, playerId);
    return c ? { row: toRow(c), place: await clanPlace(db, c) } : null;
  },
  ordered: {
    order: CLAN_ORDER,
    rows,
    async mine(db, playerId) {
      const c = await clanOf(db, playerId);
      return c ? { row: toRow(c), key: clanKey(c) } : null;
    },
  },
};
