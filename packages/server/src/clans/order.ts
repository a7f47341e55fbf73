import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

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

/** The clans placed before `c` in that order: its place is their count plus one. */
export function clansAhead(eb: ExpressionBuilder<Database, 'clan'>, c: ClanStanding) {
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
