import type { RatingType } from '@heroroad/protocol';
import type { Expression } from 'kysely';
import type { AuthContext } from '../core/auth-context.js';
import type { Executor } from '../db/tx.js';
import type { RatingOrder, SortKey } from './order.js';

/** One ranked row of a rating: a player (or a clan, for clan ratings). */
export interface RankedRow {
  readonly id: number;
  readonly name: string;
  readonly level: number;
  readonly value: number;
}

/** What a page asks: places `from` … `from + count - 1` (0-based), narrowed by a name part. */
export interface RatingQuery {
  readonly from: number;
  readonly count: number;
  /** Lower-case name part, or null for everyone. */
  readonly filter: string | null;
  readonly auth: AuthContext;
}

/** What a provider with a described order adds, so its pages and places can start anywhere. */
export interface OrderedRating {
  readonly order: RatingOrder;
  /** The whole rows whose ids `ids` (one column) selects, in rating order. */
  rows(db: Executor, ids: Expression<number>): Promise<RankedRow[]>;
  /** The viewer's own row and its key in the order; null when they are not ranked. */
  mine(
    db: Executor,
    playerId: number,
    auth: AuthContext,
  ): Promise<{ row: RankedRow; key: SortKey } | null>;
}

/**
 * A rating type, registered by the domain that owns what it ranks (the player's level by the
 * player module, the arena rating by the arena…). Pages and the player's own place come from
 * indexed queries: a page reads its rows in index order, a place counts the rows ahead. A
 * provider that also describes its order (`ordered`) is read through a sample of it once it is
 * large (`sample.ts`); without a name filter only.
 */
export interface RatingProvider {
  readonly type: RatingType;
  total(db: Executor, q: RatingQuery): Promise<number>;
  page(db: Executor, q: RatingQuery): Promise<RankedRow[]>;
  /** The player's own row and 1-based place; null when they are not ranked. */
  position(
    db: Executor,
    playerId: number,
    auth: AuthContext,
  ): Promise<{ row: RankedRow; place: number } | null>;
  readonly ordered?: OrderedRating;
}

/** A LIKE pattern matching names that contain `part` (with LIKE's wildcards taken literally). */
export function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
