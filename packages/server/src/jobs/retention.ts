import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobRunner } from './jobs.js';
import { DAY_MS } from '@heroroad/rules';

/**
 * How long rows that only grow are kept; each owning domain's daily prune job drops what is
 * older (docs/OPERATIONS.md, "Data retention"). Money, items, players and the audit log are never
 * pruned: the ledger is what every balance is checked against.
 */
export const RETENTION_MS = {
  /** Chat lines in every room and private lines: the chat shows the latest page or two. */
  chat: 30 * DAY_MS,
  /** A notification the player has read. */
  readNotification: 30 * DAY_MS,
  /** One never read (a player who left). */
  unreadNotification: 90 * DAY_MS,
  /** An offer after its end. */
  expiredOffer: 7 * DAY_MS,
  /** Errors the browsers reported. */
  clientLog: 14 * DAY_MS,
  /** A finished road battle nobody can open any more (duels', arena and raid battles stay). */
  finishedBattle: 30 * DAY_MS,
  /**
   * A period's task counts, after the period began: longer than the longest event window (32
   * days), so no open task loses its count.
   */
  taskCount: 40 * DAY_MS,
} as const;

/** Daily, at 03:41 UTC (06:41 in Moscow, the quietest hour). */
export const PRUNE_CRON = '41 3 * * *';

/** Rows deleted per statement, so a prune never holds a table for long. */
export const PRUNE_BATCH = 2000;

/** What a prune job needs from the kernel. */
export interface PruneHost {
  readonly jobs: Pick<JobRunner, 'register'>;
  /** Counts rows removed per table (the `heroroad_rows_pruned_total` counter). */
  pruned(table: string, rows: number): void;
}

/**
 * Registers `<domain>.prune`: each table's `drop(tick)` deletes one batch of rows older than
 * its retention before `tick` and says how many; it is called again until a batch comes back
 * short. A retried tick deletes nothing more than the first run did.
 */
export function registerPrune(
  host: PruneHost,
  domain: string,
  tables: Readonly<Record<string, (tick: number) => Promise<number>>>,
): void {
  host.jobs.register({
    name: `${domain}.prune`,
    cron: PRUNE_CRON,
    run: async (tick) => {
      for (const [table, drop] of Object.entries(tables)) {
        for (;;) {
          const rows = await drop(tick);
          host.pruned(table, rows);
          if (rows < PRUNE_BATCH) break;
        }
      }
    },
  });
}

/** The tables a prune may delete from: rows with a numeric `id`. */
export type PrunableTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/**
 * One batch of a prune: deletes up to PRUNE_BATCH of `table`'s rows that `old` picks, oldest
 * first by the indexed `age` column, by id (so SQLite and PostgreSQL both limit it), and says how
 * many went. Walking the age index keeps a batch at its 2,000 rows at any table size: without
 * the order, PostgreSQL chose to scan the table for old rows and read half a million rows of a
 * ten-million-row database per batch (`npm run bench:plans`).
 */
export async function deleteOldBatch<T extends PrunableTable>(
  db: Kysely<Database>,
  table: T,
  age: keyof Database[T] & string,
  old: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Promise<number> {
  // Kysely cannot resolve the columns of a table named by a type parameter, so the statement is
  // built on a view of the database where that table is its ids; `old` was typed on the real one.
  const byId = db as unknown as Kysely<Record<string, { id: number }>>;
  const picks = old as unknown as (
    eb: ExpressionBuilder<Record<string, { id: number }>, string>,
  ) => Expression<SqlBool>;
  const name: string = table;
  const r = await byId
    .deleteFrom(name)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(name)
        .select('id')
        .where(picks)
        .orderBy(age as 'id')
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
