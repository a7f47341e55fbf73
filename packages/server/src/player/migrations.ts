import type { EngineMigration } from '../db/migrations/helpers.js';

/** When the player rated the game in its store (SPEC §7 player/set/rated); null until they do. */
const ratedAt: EngineMigration = () => ({
  async up(db) {
    await db.schema.alterTable('player').addColumn('rated_at', 'bigint').execute();
  },
  async down(db) {
    await db.schema.alterTable('player').dropColumn('rated_at').execute();
  },
});

/** SPEC §2 settings: the leveling preference and the preferred payment method. */
const settings: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable('player')
      .addColumn('leveling_preference', 'text', (c) => c.notNull().defaultTo('EVEN'))
      .execute();
    await db.schema.alterTable('player').addColumn('payment_method', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('player').dropColumn('payment_method').execute();
    await db.schema.alterTable('player').dropColumn('leveling_preference').execute();
  },
});

/** EVENT_CURRENCY gets its wallet column: festival coins. */
const eventCurrency: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .alterTable('player')
      .addColumn('event_currency', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('player').dropColumn('event_currency').execute();
  },
});

export const playerMigrations = {
  '2026-11-27_player_rated_at': ratedAt,
  '2026-11-29_player_settings': settings,
  '2026-11-29_player_event_currency': eventCurrency,
};
