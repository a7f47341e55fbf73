import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/** Players' reports; one per reporter and thing reported. */
const reports: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('report'), engine)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'bigint', (c) => c.notNull())
      .addColumn('reporter_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('reported_id', 'bigint', (c) => c.notNull())
      .addColumn('reported_name', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('taken_by', 'bigint')
      .addColumn('action', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addUniqueConstraint('report_once', ['reporter_id', 'kind', 'target_id'])
      .execute();
    await db.schema.createIndex('report_state').on('report').columns(['state', 'id']).execute();
  },
  async down(db) {
    await db.schema.dropTable('report').ifExists().execute();
  },
});

export const staffMigrations = { '2026-11-26_staff_reports': reports };
