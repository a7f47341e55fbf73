import { sql } from 'kysely';
import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/** Waits with a stored end time; one running timer per (player, kind, subject). */
const timer: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('timer'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .addColumn('completed_by', 'text')
      .execute();
    await db.schema
      .createIndex('timer_running_subject')
      .on('timer')
      .columns(['player_id', 'kind', 'subject'])
      .unique()
      .where(sql.ref('completed_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('timer_player_open')
      .on('timer')
      .columns(['player_id', 'completed_at', 'ends_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('timer').ifExists().execute();
  },
});

export const timerMigrations = { '2026-11-25_timers_timer': timer };
