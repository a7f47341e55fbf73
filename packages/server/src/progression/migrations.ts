import type { EngineMigration } from '../db/migrations/helpers.js';

/** Magic hammers per player (a row appears with the first one bought). */
const state: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('progression_state')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('hammers', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('progression_state').ifExists().execute();
  },
});

/** Cards held by kind; a row appears with the first card of its kind. */
const cards: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('progression_card')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('card_id', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('progression_card_pk', ['player_id', 'card_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('progression_card').ifExists().execute();
  },
});

export const progressionMigrations = {
  '2026-11-25_progression_state': state,
  '2026-11-26_progression_card': cards,
};
