import { sql, type SelectQueryBuilder } from 'kysely';

/** One column of a rating's order. */
export interface SortColumn {
  readonly column: string;
  readonly dir: 'asc' | 'desc';
}

/**
 * A rating's order as one table's index holds it: its columns best first, the last one the row's
 * unique id, so every row has a place of its own (ties go to the earlier id). Every value in it is
 * a number. A provider that describes its order lets the rating service page and place through a
 * sparse sample of it (`sample.ts`) once the rating is large.
 */
export interface RatingOrder {
  readonly table: 'player' | 'arena_player' | 'clan';
  readonly columns: readonly SortColumn[];
}

/** A row's values of its order's columns, in the order's column order. */
export type SortKey = readonly number[];

/** The order's unique last column: the id each row is known by. */
export const idColumn = (order: RatingOrder): string =>
  order.columns[order.columns.length - 1]!.column;

/** Negative when `a` comes before `b` in the order, positive after, 0 for the same row. */
export function compareKeys(order: RatingOrder, a: SortKey, b: SortKey): number {
  for (let i = 0; i < order.columns.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return order.columns[i]!.dir === 'desc' ? -d : d;
  }
  return 0;
}

/** The order's columns of the row `alias`: the key of an outer row, for correlated counts. */
export const keyRefs = (order: RatingOrder, alias: string) =>
  order.columns.map((c) => sql.ref<number>(`${alias}.${c.column}`));

/** The same columns selected as `k0`, `k1`…, which `keyOf` reads back. */
export const keyColumns = (order: RatingOrder, alias: string) =>
  keyRefs(order, alias).map((r, i) => r.as(`k${i}`));

export const keyOf = (order: RatingOrder, row: object): SortKey =>
  order.columns.map((_, i) => Number((row as Record<string, unknown>)[`k${i}`]));

/** `ORDER BY` in the rating's order, the columns qualified by `alias` when given. */
export function inOrder<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  order: RatingOrder,
  alias?: string,
): SelectQueryBuilder<DB, TB, O> {
  return order.columns.reduce(
    (x, c) => x.orderBy(sql.ref(alias ? `${alias}.${c.column}` : c.column), c.dir),
    q,
  );
}

/** The same order as SQL text, for the statements `keyset.ts` writes. */
export function orderSql(order: RatingOrder) {
  return sql.join(order.columns.map((c) => sql`${sql.ref(c.column)} ${sql.raw(c.dir)}`));
}
