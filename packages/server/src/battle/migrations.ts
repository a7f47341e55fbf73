import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/**
 * Duels (MULTI battles): a challenge stays OPEN until a second player takes it up (STARTED, with
 * its battle) or the challenger withdraws it (WITHDRAWN). The winner's paid day is kept here so
 * the daily cap on paid wins is one indexed count.
 */
const duels: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('duel'), engine)
      .addColumn('host_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('joiner_id', 'bigint')
      .addColumn('battle_id', 'bigint')
      .addColumn('paid_to', 'bigint')
      .addColumn('paid_day', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('duel_status').on('duel').columns(['status', 'id']).execute();
    await db.schema.createIndex('duel_host').on('duel').columns(['host_id', 'status']).execute();
    await db.schema.createIndex('duel_battle').on('duel').column('battle_id').execute();
    await db.schema.createIndex('duel_paid').on('duel').columns(['paid_to', 'paid_day']).execute();
  },
  async down(db) {
    await db.schema.dropTable('duel').ifExists().execute();
  },
});

export const battleMigrations = { '2026-11-27_battle_duels': duels };
