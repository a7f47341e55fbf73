import type { EngineMigration } from '../db/migrations/helpers.js';

/** Live values administrators tune: the sale switch, the event preview. */
const liveSettings: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('live_setting')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'bigint')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('live_setting').ifExists().execute();
  },
});

export const liveMigrations = { '2026-11-26_live_settings': liveSettings };
