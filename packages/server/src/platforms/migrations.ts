import type { EngineMigration } from '../db/migrations/helpers.js';

/** One player per platform identity, and at most one identity of each platform per player. */
const identities: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('platform_identity')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('platform_user_id', 'text', (c) => c.notNull())
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_identity_pk', ['source', 'platform_user_id'])
      .execute();
    await db.schema
      .createIndex('platform_identity_player')
      .on('platform_identity')
      .columns(['player_id', 'source'])
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('platform_identity').ifExists().execute();
  },
});

/**
 * The platform's charge behind a paid order, where refunding it needs more than our order id
 * (Telegram's refundStarPayment takes the buyer and the charge id).
 */
const charges: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('platform_charge')
      .addColumn('payment_id', 'bigint', (c) =>
        c.primaryKey().references('payment.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('charge_id', 'text', (c) => c.notNull())
      .addColumn('platform_user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('platform_charge').ifExists().execute();
  },
});

export const platformMigrations = {
  '2026-11-26_platforms_identity': identities,
  '2026-11-29_platforms_charge': charges,
};
