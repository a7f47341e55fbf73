import type { EngineMigration } from '../db/migrations/helpers.js';

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

export const storyMigrations = {
  '2026-11-25_story_tasks': tasks,
  '2026-11-28_story_event_stairs': eventStairs,
};
