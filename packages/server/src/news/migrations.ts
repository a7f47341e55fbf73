import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/** News with what each player has seen, and support tickets with staff answers. */
const newsAndSupport: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('news'), engine)
      .addColumn('title_ru', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('body_ru', 'text', (c) => c.notNull())
      .addColumn('body_en', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('news_seen')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('news_id', 'bigint', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('support_ticket'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('answered_by', 'bigint')
      .addColumn('answered_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('support_ticket_player')
      .on('support_ticket')
      .columns(['player_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('support_ticket').ifExists().execute();
    await db.schema.dropTable('news_seen').ifExists().execute();
    await db.schema.dropTable('news').ifExists().execute();
  },
});

export const newsMigrations = { '2026-11-25_news_support': newsAndSupport };
