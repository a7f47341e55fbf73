import { withId, type EngineMigration } from '../db/migrations/helpers.js';

const giftsAndReferral: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('gift'), engine)
      .addColumn('sender_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('receiver_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('gift_id', 'text', (c) => c.notNull())
      .addColumn('price', 'text', (c) => c.notNull())
      .addColumn('reward', 'text', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('seen_at', 'bigint')
      .addColumn('accepted_at', 'bigint')
      .execute();
    // One sending per sender's key.
    await db.schema
      .createIndex('gift_sender_key')
      .on('gift')
      .columns(['sender_id', 'request_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('gift_receiver')
      .on('gift')
      .columns(['receiver_id', 'accepted_at'])
      .execute();
    await db.schema
      .createTable('referral_link')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('referrer_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('referral_link_referrer')
      .on('referral_link')
      .column('referrer_id')
      .execute();
    await withId(db.schema.createTable('referral_bonus'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('source_key', 'text', (c) => c.notNull().unique())
      .addColumn('friend_id', 'bigint', (c) => c.notNull())
      .addColumn('payment_id', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('taken_at', 'bigint')
      .addColumn('cancelled_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('referral_bonus_player')
      .on('referral_bonus')
      .columns(['player_id', 'taken_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('referral_bonus').ifExists().execute();
    await db.schema.dropTable('referral_link').ifExists().execute();
    await db.schema.dropTable('gift').ifExists().execute();
  },
});

export const giftsMigrations = { '2026-11-26_gifts_gifts_referral': giftsAndReferral };
