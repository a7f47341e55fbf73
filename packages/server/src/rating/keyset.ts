import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Executor } from '../db/tx.js';
import { idColumn, keyOf, orderSql, type RatingOrder, type SortKey } from './order.js';

/** A value of a key: a number, or a column of an outer row (a correlated count). */
type KeyValue = number | Expression<number>;

interface Bound {
  readonly value: KeyValue;
  readonly inclusive: boolean;
}

/**
 * One contiguous stretch of a rating's order that is also one range of its index: the first
 * `eq.length` columns equal to `eq`, the next column after and/or before a bound (in rating
 * terms: "after" is lower for a descending column). A stretch with no bounds is every row with
 * that prefix.
 *
 * A position "after key K" in an order of several columns with mixed directions is no single
 * index range (a row comparison needs every column in one direction), and an `OR` of the parts
 * makes the planners scan every row tied with K on the first column, which can be most of a
 * rating (every arena player starts at 1000). So the order after K is cut into one stretch per
 * column, each an exact index range.
 */
export interface Stretch {
  readonly eq: readonly KeyValue[];
  readonly after?: Bound;
  readonly before?: Bound;
}

/** The rows from `start` on (`start` itself first; null: from the first row), in rating order. */
export function tail(order: RatingOrder, start: SortKey | null): Stretch[] {
  if (!start) return [{ eq: [] }];
  const last = order.columns.length - 1;
  const out: Stretch[] = [];
  for (let j = last; j >= 0; j--)
    out.push({ eq: start.slice(0, j), after: { value: start[j]!, inclusive: j === last } });
  return out;
}

/** The rows ahead of `end` (which may be an outer row's columns). */
export function ahead(order: RatingOrder, end: readonly KeyValue[]): Stretch[] {
  return order.columns.map((_, j) => ({
    eq: end.slice(0, j),
    before: { value: end[j]!, inclusive: false },
  }));
}

/** The rows from `start` (itself included; null: the first row) up to `end`, which it must not follow. */
export function between(order: RatingOrder, start: SortKey | null, end: SortKey): Stretch[] {
  if (!start) return ahead(order, end);
  const last = order.columns.length - 1;
  let t = 0;
  while (t <= last && start[t] === end[t]) t++;
  if (t > last) return [];
  const out: Stretch[] = [];
  // The two agree on their first t columns. In order: the rows agreeing with start on more than
  // t columns, from start on; the rows strictly between the two on column t; the rows agreeing
  // with end on more than t columns, up to end.
  for (let j = last; j > t; j--)
    out.push({ eq: start.slice(0, j), after: { value: start[j]!, inclusive: j === last } });
  out.push({
    eq: start.slice(0, t),
    after: { value: start[t]!, inclusive: t === last },
    before: { value: end[t]!, inclusive: false },
  });
  for (let j = t + 1; j <= last; j++)
    out.push({ eq: end.slice(0, j), before: { value: end[j]!, inclusive: false } });
  return out;
}

function where(order: RatingOrder, s: Stretch): RawBuilder<boolean> {
  const col = (i: number) => sql.ref(order.columns[i]!.column);
  const parts = s.eq.map((v, i) => sql`${col(i)} = ${v}`);
  const c = order.columns[s.eq.length];
  if (c) {
    const desc = c.dir === 'desc';
    const op = (lower: boolean, inclusive: boolean) =>
      sql.raw(`${lower ? '<' : '>'}${inclusive ? '=' : ''}`);
    // "After" a value is below it in a descending column, above it in an ascending one.
    if (s.after)
      parts.push(sql`${col(s.eq.length)} ${op(desc, s.after.inclusive)} ${s.after.value}`);
    if (s.before)
      parts.push(sql`${col(s.eq.length)} ${op(!desc, s.before.inclusive)} ${s.before.value}`);
  }
  return parts.length > 0 ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`1 = 1`;
}

const table = (order: RatingOrder) => sql.table(order.table);

/** The order's columns selected as `k0`, `k1`…, which `keyOf` reads back. */
const keyColumns = (order: RatingOrder) =>
  sql.join(order.columns.map((c, i) => sql`${sql.ref(c.column)} as ${sql.id(`k${i}`)}`));

/** How many rows the stretches hold together, as one expression (a sum of range counts). */
export function countOf(order: RatingOrder, stretches: readonly Stretch[]): RawBuilder<number> {
  if (stretches.length === 0) return sql<number>`0`;
  const counts = stretches.map(
    (s) => sql`(select count(*) from ${table(order)} where ${where(order, s)})`,
  );
  return sql<number>`(${sql.join(counts, sql` + `)})`;
}

/** The rows the stretches hold, counted. */
export async function count(
  db: Executor,
  order: RatingOrder,
  stretches: readonly Stretch[],
): Promise<number> {
  if (stretches.length === 0) return 0;
  const r = await sql<{ n: number }>`select ${countOf(order, stretches)} as n`.execute(db);
  return Number(r.rows[0]!.n);
}

/**
 * Each stretch's size, counted up to `limit` at most: one statement, each count a walk of at most
 * `limit` index entries however large the stretch.
 */
export function sizesUpTo(order: RatingOrder, stretches: readonly Stretch[], limit: number) {
  const counts = stretches.map(
    (s, i) =>
      sql`(select count(*) from (select 1 from ${table(order)} where ${where(order, s)} limit ${limit}) ${sql.id(`s${i}`)}) as ${sql.id(`n${i}`)}`,
  );
  return sql<Record<string, number>>`select ${sql.join(counts)}`;
}

export async function sizes(
  db: Executor,
  order: RatingOrder,
  stretches: readonly Stretch[],
  limit: number,
): Promise<number[]> {
  if (stretches.length === 0) return [];
  const r = await sizesUpTo(order, stretches, limit).execute(db);
  return stretches.map((_, i) => Number(r.rows[0]![`n${i}`]));
}

/** A run of rows inside one stretch: `limit` rows after the first `offset`. */
export interface Window {
  readonly stretch: Stretch;
  readonly offset: number;
  readonly limit: number;
}

/** The windows' ids, as one subquery for a provider's `rows` (which puts them in order). */
export function idsIn(order: RatingOrder, windows: readonly Window[]): Expression<number> {
  const id = sql.ref(idColumn(order));
  const parts = windows.map(
    (w, i) =>
      sql`select id from (select ${id} as id from ${table(order)} where ${where(order, w.stretch)} order by ${orderSql(order)} limit ${w.limit} offset ${w.offset}) ${sql.id(`w${i}`)}`,
  );
  return sql<number>`(${sql.join(parts, sql` union all `)})`;
}

/** The key of the row `offset` rows into a stretch, or null past its end. */
export async function keyAt(
  db: Executor,
  order: RatingOrder,
  stretch: Stretch,
  offset: number,
): Promise<SortKey | null> {
  const r =
    await sql<object>`select ${keyColumns(order)} from ${table(order)} where ${where(order, stretch)} order by ${orderSql(order)} limit 1 offset ${offset}`.execute(
      db,
    );
  const row = r.rows[0];
  return row ? keyOf(order, row) : null;
}

/**
 * Every `step`-th key of the order (0-based places `step`, `2 * step`…) in one statement: one
 * walk of the index under one snapshot, for PostgreSQL, where the statement runs beside the
 * event loop rather than on it.
 */
export function everyNthSql(order: RatingOrder, step: number) {
  const keys = order.columns.map((_, i) => sql.ref(`k${i}`));
  return sql<object>`select ${sql.join(keys)} from (select ${keyColumns(order)}, row_number() over (order by ${orderSql(order)}) - 1 as place from ${table(order)}) ranked where place > 0 and place % ${step} = 0 order by place`;
}

export async function everyNth(db: Executor, order: RatingOrder, step: number): Promise<SortKey[]> {
  const r = await everyNthSql(order, step).execute(db);
  return r.rows.map((row) => keyOf(order, row));
}
