import type { EngineMigration } from '../db/migrations/helpers.js';

const worldState: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('world_state')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('snow_visits', 'integer', (c) => c.notNull())
      .addColumn('snow_left_at', 'bigint')
      .addColumn('portal_visits', 'integer', (c) => c.notNull())
      .addColumn('steps_units', 'integer', (c) => c.notNull())
      .addColumn('offer_day', 'integer', (c) => c.notNull())
      .addColumn('offer_chosen', 'integer', (c) => c.notNull())
      .addColumn('offer_used', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('world_state').ifExists().execute();
  },
});

export const worldMigrations = { '2026-11-27_worlds_state': worldState };
