/** A column to sort by: its name, ascending, or `[name, 'desc']`. */
export type OrderKey<R> = SortColumn<R> | readonly [SortColumn<R>, 'desc'];

/** The columns of `R` holding numbers or strings (never null: the databases place nulls apart). */
type SortColumn<R> = {
  [K in keyof R]-?: R[K] extends number | string ? K : never;
}[keyof R];

/**
 * The rows of a small per-player list sorted in memory, as `ORDER BY` would have given them:
 * numbers by value, strings by their code units (SQLite's binary order, on either database).
 *
 * Why not in SQL: on SQLite, a statement that both compares a column with a bound value by `=`
 * and has an `ORDER BY` (or `GROUP BY`) is compiled again every time a value is bound, because
 * the planner notes that value as one its plan may depend on. That recompiling cost a hero list
 * or a marker list twice the read itself, and every player answer runs several such lists. The
 * lists are a player's own (a few dozen rows at most), so sorting them here costs next to
 * nothing. Reads that need the order in SQL (with a `LIMIT`, or over many players) keep it.
 */
export function inOrder<R>(rows: R[], ...keys: readonly OrderKey<R>[]): R[] {
  const columns = keys.map((k) =>
    typeof k === 'object' ? { column: k[0], sign: -1 } : { column: k, sign: 1 },
  );
  return rows.sort((a, b) => {
    for (const { column, sign } of columns) {
      const x = a[column] as number | string;
      const y = b[column] as number | string;
      if (x !== y) return x < y ? -sign : sign;
    }
    return 0;
  });
}
