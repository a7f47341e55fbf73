import { sql } from 'kysely';
import { withId, type EngineMigration } from '../db/migrations/helpers.js';

/**
 * Game bans beside chat bans and forum blocks, the reason every lift carries, the audit's staff
 * member and login-as mark (searchable), and the renames a forbidden-nickname ban demands.
 */
const staffTools: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('game_ban'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('until', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('by_id', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('lifted_at', 'bigint')
      .addColumn('lifted_by', 'bigint')
      .addColumn('lift_reason', 'text')
      .execute();
    await db.schema
      .createIndex('game_ban_player')
      .on('game_ban')
      .columns(['player_id', 'until'])
      .execute();
    for (const table of ['chat_ban', 'forum_block'] as const) {
      await db.schema.alterTable(table).addColumn('lift_reason', 'text').execute();
    }
    await db.schema.alterTable('audit_log').addColumn('actor_id', 'bigint').execute();
    await db.schema
      .alterTable('audit_log')
      .addColumn('in_view', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('audit_log_actor')
      .on('audit_log')
      .columns(['actor_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema
      .createTable('forced_rename')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Staff cannot erase the audit: the database itself refuses to change or remove a row.
    if (engine === 'postgres') {
      await sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    } else {
      for (const op of ['UPDATE', 'DELETE'])
        await sql`${sql.raw(`CREATE TRIGGER audit_log_no_${op.toLowerCase()} BEFORE ${op} ON audit_log
          BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)}`.execute(db);
    }
  },
  async down(db) {
    if (engine === 'postgres') {
      await sql`DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log`.execute(db);
      await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
    } else {
      await sql`DROP TRIGGER IF EXISTS audit_log_no_update`.execute(db);
      await sql`DROP TRIGGER IF EXISTS audit_log_no_delete`.execute(db);
    }
    await db.schema.dropTable('forced_rename').ifExists().execute();
    await db.schema.dropIndex('audit_log_at').ifExists().execute();
    await db.schema.dropIndex('audit_log_actor').ifExists().execute();
    await db.schema.alterTable('audit_log').dropColumn('in_view').execute();
    await db.schema.alterTable('audit_log').dropColumn('actor_id').execute();
    for (const table of ['chat_ban', 'forum_block'] as const) {
      await db.schema.alterTable(table).dropColumn('lift_reason').execute();
    }
    await db.schema.dropTable('game_ban').ifExists().execute();
  },
});

export const moderationMigrations = { '2026-11-26_moderation_staff_tools': staffTools };
