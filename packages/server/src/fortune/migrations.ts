import { withId, type EngineMigration } from '../db/migrations/helpers.js';

const wheelAndChests: EngineMigration = (engine) => ({
  async up(db) {
    await db.schema
      .createTable('wheel_state')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('spins', 'integer', (c) => c.notNull())
      .addColumn('last_free_spin', 'bigint')
      .addColumn('pending_sector', 'integer')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('delayed_chest'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('chest', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('ready_at', 'bigint', (c) => c.notNull())
      .addColumn('opened_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // A source gives its chest once (a bank threshold, a spin).
    await db.schema
      .createIndex('delayed_chest_source')
      .on('delayed_chest')
      .columns(['player_id', 'source'])
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('delayed_chest').ifExists().execute();
    await db.schema.dropTable('wheel_state').ifExists().execute();
  },
});

export const fortuneMigrations = { '2026-11-25_fortune_wheel_chests': wheelAndChests };
