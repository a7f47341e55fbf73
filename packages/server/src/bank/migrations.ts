import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/** Orders, what each player bought, and provider notifications already handled. */
const payments: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('payment'), engine)
      .addColumn('payer_id', 'bigint', (c) => c.notNull().references('player.id'))
      .addColumn('receiver_id', 'bigint', (c) => c.notNull().references('player.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text')
      .addColumn('test', 'integer', (c) => c.notNull())
      .addColumn('pack_id', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('sale_percent', 'integer', (c) => c.notNull())
      .addColumn('gems', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gold_tickets', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('debt', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // One grant per (provider, external id, test flag): test ids may collide with live ones.
    await db.schema
      .createIndex('payment_external')
      .on('payment')
      .columns(['provider', 'external_id', 'test'])
      .unique()
      .execute();
    await db.schema
      .createIndex('payment_receiver')
      .on('payment')
      .columns(['receiver_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('bank_account')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('gems_bought', 'integer', (c) => c.notNull())
      .addColumn('purchases', 'integer', (c) => c.notNull())
      .addColumn('debt', 'integer', (c) => c.notNull())
      .addColumn('flagged', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_event')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'bigint')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_event_pk', ['provider', 'event_id'])
      .execute();
  },
  async down(db) {
    for (const t of ['payment_event', 'bank_account', 'payment'])
      await db.schema.dropTable(t).ifExists().execute();
  },
});

export const bankMigrations = { '2026-11-25_bank_payments': payments };
