import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

/** What places a clan in the clanLevel order. */
export interface ClanStanding {
  readonly id: number;
  readonly level: number;
  readonly members: number;
  readonly created_at: number;
}

/**
 * Clans in rating order (SPEC §3 clanLevel): level, then members, then the oldest first, then
 * id. The clan screen's list, the rating's pages and a clan's place all follow this one order.
 */
export function inClanOrder<O>(q: SelectQueryBuilder<Database, 'clan', O>) {
  return q
    .orderBy('level', 'desc')
    .orderBy('members', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
}

/** The clans placed before `c` in that order. */
function clansAhead(eb: ExpressionBuilder<Database, 'clan'>, c: ClanStanding) {
  return eb.or([
    eb('level', '>', c.level),
    eb.and([eb('level', '=', c.level), eb('members', '>', c.members)]),
    eb.and([
      eb('level', '=', c.level),
      eb('members', '=', c.members),
      eb.or([
        eb('created_at', '<', c.created_at),
        eb.and([eb('created_at', '=', c.created_at), eb('id', '<', c.id)]),
      ]),
    ]),
  ]);
}

/** A clan's 1-based place in that order: the clans ahead of it, plus one. */
export async function clanPlace(db: Executor, c: ClanStanding): Promise<number> {
  const ahead = await db
    .selectFrom('clan')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => clansAhead(eb, c))
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
