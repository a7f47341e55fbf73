import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './tx.js';

/**
 * A query built and compiled once per dialect, then run with fresh parameters; it answers the
 * driver's result (rows, or the number of rows a write changed). Building and
 * compiling a Kysely query took about 3 us, a third of running a small one on SQLite; the few
 * queries every hint, hit and player answer runs are kept compiled.
 *
 * `sample` holds distinct placeholder values: compiling with them proves each parameter lands
 * in the placeholder it was given for, so a reordered builder fails at once instead of binding
 * values to the wrong columns.
 */
export function reusable<P extends readonly unknown[], R>(
  build: (db: Executor, ...params: P) => Compilable<R>,
  sample: P,
): (db: Executor, ...params: P) => Promise<QueryResult<R>> {
  const byDialect = new WeakMap<object, CompiledQuery<R>>();
  return async (db, ...params) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) {
      compiled = build(db, ...sample).compile();
      const same =
        compiled.parameters.length === sample.length &&
        compiled.parameters.every((p, i) => p === sample[i]);
      if (!same)
        throw new Error(`reusable query binds its parameters out of order: ${compiled.sql}`);
      byDialect.set(adapter, compiled);
    }
    return db.executeQuery<R>({ ...compiled, parameters: params });
  };
}
