import { DAY_MS, type TaskCounter } from '@heroroad/rules';
import type { AnyDb, EngineMigration } from '../db/migrations/helpers.js';
import { counterOf, periodsAt } from './counts.js';

/** Task rewards taken, and each player's stair at the start of a task day. */
const tasks: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('task_claim')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('task_id', 'integer', (c) => c.notNull())
      .addColumn('period', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_claim_pk', ['player_id', 'task_id', 'period'])
      .execute();
    await db.schema
      .createTable('task_day')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('base_stair', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_day_pk', ['player_id', 'day'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('task_day').ifExists().execute();
    await db.schema.dropTable('task_claim').ifExists().execute();
  },
});

/**
 * Each player's stair when first seen inside an event's window: the event's climbing tasks count
 * from it (a task day starts at 05:00, an event at midnight, so a task day's stair could be one
 * from the eve of the event).
 */
const eventStairs: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('task_window')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('period', 'bigint', (c) => c.notNull())
      .addColumn('base_stair', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_window_pk', ['player_id', 'period'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('task_window').ifExists().execute();
  },
});

/**
 * The tasks' counts kept per player, period and deed (`task_count`), where every player answer
 * used to count the ledger's operations of the day, and of a whole event window while one was
 * open. Filled from the ledger's last `TASK_COUNT_BACKFILL_MS` (the longest event window is 32
 * days), so a task half done stays half done across the release.
 */
const taskCounts: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('task_count')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('period_start', 'bigint', (c) => c.notNull())
      .addColumn('counter', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_count_pk', ['player_id', 'period_start', 'counter'])
      .execute();
    // The daily prune walks the periods from the oldest.
    await db.schema
      .createIndex('task_count_period')
      .on('task_count')
      .column('period_start')
      .execute();
    await backfillCounts(db);
  },
  async down(db) {
    await db.schema.dropTable('task_count').ifExists().execute();
  },
});

/** How far back the counts are filled from the ledger, before its latest operation. */
export const TASK_COUNT_BACKFILL_MS = 40 * DAY_MS;

/** Operations read per page while filling the counts. */
const PAGE = 500;

/** Counts the ledger's recent operations into `task_count`, a page at a time. */
async function backfillCounts(db: AnyDb): Promise<void> {
  const latest = (await db
    .selectFrom('ledger_operation')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirst()) as { at: number | string | null } | undefined;
  if (latest?.at === null || latest?.at === undefined) return;
  const since = Number(latest.at) - TASK_COUNT_BACKFILL_MS;
  for (let after = ''; ;) {
    const page = (await db
      .selectFrom('ledger_operation')
      .select(['idempotency_key', 'player_id', 'reason', 'created_at'])
      .where('created_at', '>=', since)
      .where('idempotency_key', '>', after)
      .orderBy('idempotency_key')
      .limit(PAGE)
      .execute()) as {
      idempotency_key: string;
      player_id: number | string;
      reason: string;
      created_at: number | string;
    }[];
    if (page.length === 0) return;
    // One write per player, deed and period of the page.
    const sums = new Map<
      string,
      { playerId: number; counter: TaskCounter; period: number; n: number }
    >();
    for (const r of page) {
      const counter = counterOf({ reason: r.reason, key: r.idempotency_key });
      if (!counter) continue;
      for (const period of periodsAt(Number(r.created_at))) {
        const id = `${r.player_id}:${counter}:${period}`;
        const sum = sums.get(id);
        if (sum) sum.n++;
        else sums.set(id, { playerId: Number(r.player_id), counter, period, n: 1 });
      }
    }
    for (const s of sums.values()) {
      await db
        .insertInto('task_count')
        .values({ player_id: s.playerId, period_start: s.period, counter: s.counter, n: s.n })
        .onConflict((oc) =>
          oc
            .columns(['player_id', 'period_start', 'counter'])
            .doUpdateSet((eb) => ({ n: eb('task_count.n', '+', eb.ref('excluded.n')) })),
        )
        .execute();
    }
    after = page.at(-1)!.idempotency_key;
  }
}

export const storyMigrations = {
  '2026-11-25_story_tasks': tasks,
  '2026-11-28_story_event_stairs': eventStairs,
  '2026-12-01_story_task_counts': taskCounts,
};
