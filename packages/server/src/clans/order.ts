import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { ahead, count } from '../rating/keyset.js';
import { inOrder, type RatingOrder, type SortKey } from '../rating/order.js';

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
export const CLAN_ORDER: RatingOrder = {
  table: 'clan',
  columns: [
    { column: 'level', dir: 'desc' },
    { column: 'members', dir: 'desc' },
    { column: 'created_at', dir: 'asc' },
    { column: 'id', dir: 'asc' },
  ],
};

/** A clan's key in that order. */
export const clanKey = (c: ClanStanding): SortKey => [c.level, c.members, c.created_at, c.id];

export function inClanOrder<O>(q: SelectQueryBuilder<Database, 'clan', O>) {
  return inOrder(q, CLAN_ORDER);
}

/** A clan's 1-based place in that order: the clans ahead of it, plus one. */
export async function clanPlace(db: Executor, c: ClanStanding): Promise<number> {
  return (await count(db, CLAN_ORDER, ahead(CLAN_ORDER, clanKey(c)))) + 1;
}
