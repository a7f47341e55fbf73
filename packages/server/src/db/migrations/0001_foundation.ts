import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';
import { FLOAT, withId } from './helpers.js';

/** Players, sessions, the audit log and the technical logs. */
export const foundation: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('player'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('mail_or_phone', 'text')
      .addColumn('access_level', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('interface_mode', 'text', (c) => c.notNull())
      .addColumn('move_speed_mode', 'integer', (c) => c.notNull())
      .addColumn('sound_mute', 'integer', (c) => c.notNull())
      .addColumn('push_enabled', 'integer', (c) => c.notNull())
      .addColumn('quality', 'text', (c) => c.notNull())
      .addColumn('client_version', 'integer', (c) => c.notNull())
      .addColumn('clan_id', 'bigint')
      .addColumn('coordinate', FLOAT, (c) => c.notNull())
      .addColumn('min_coordinate', FLOAT, (c) => c.notNull())
      .addColumn('max_coordinate', FLOAT, (c) => c.notNull())
      .addColumn('stair', 'integer', (c) => c.notNull())
      .addColumn('battle_stair', 'integer', (c) => c.notNull())
      .addColumn('best_victory_stair', 'integer', (c) => c.notNull())
      .addColumn('battle_id', 'bigint')
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('current_exp', FLOAT, (c) => c.notNull())
      .addColumn('max_exp', FLOAT, (c) => c.notNull())
      .addColumn('gold', FLOAT, (c) => c.notNull())
      .addColumn('crystal', FLOAT, (c) => c.notNull())
      .addColumn('elixir', FLOAT, (c) => c.notNull())
      .addColumn('mithril', 'bigint', (c) => c.notNull())
      .addColumn('sulfur', FLOAT, (c) => c.notNull())
      .addColumn('caviar', FLOAT, (c) => c.notNull())
      .addColumn('tickets', 'bigint', (c) => c.notNull())
      .addColumn('good_points', FLOAT, (c) => c.notNull())
      .addColumn('evil_points', FLOAT, (c) => c.notNull())
      .addColumn('have_new_mail', 'integer', (c) => c.notNull())
      .addColumn('have_new_gift', 'integer', (c) => c.notNull())
      .addColumn('gift_news', 'integer', (c) => c.notNull())
      .addColumn('prompt_clan', 'integer', (c) => c.notNull())
      .addColumn('clan_participation_state', 'text')
      .addColumn('request_special_places', 'integer', (c) => c.notNull())
      .addColumn('control_type', 'text', (c) => c.notNull())
      .addColumn('road_effect', 'text')
      .addColumn('context_id', 'integer', (c) => c.notNull())
      .addColumn('meta_data', 'text', (c) => c.notNull())
      .addColumn('prompt', 'text')
      .addColumn('companion_image', 'text', (c) => c.notNull())
      .addColumn('user_source', 'text', (c) => c.notNull())
      .addColumn('client_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('player_mithril_not_negative', sql`mithril >= 0`)
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('auth_source', 'text', (c) => c.notNull())
      .addColumn('identification', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('session_player').on('session').column('player_id').execute();

    await withId(db.schema.createTable('audit_log'), engine)
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('player_id', 'bigint')
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_player')
      .on('audit_log')
      .columns(['player_id', 'at'])
      .execute();

    await withId(db.schema.createTable('client_log'), engine)
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('player_id', 'bigint')
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('client_log_at').on('client_log').column('at').execute();

    await db.schema
      .createTable('load_stat')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('load_stat_pk', ['day', 'stage'])
      .execute();

    await withId(db.schema.createTable('currency_ledger'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('currency_ledger_player')
      .on('currency_ledger')
      .columns(['player_id', 'id'])
      .execute();

    await withId(db.schema.createTable('notification'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('notification_player')
      .on('notification')
      .columns(['player_id', 'id'])
      .execute();
  },
  async down(db) {
    for (const table of [
      'notification',
      'currency_ledger',
      'load_stat',
      'client_log',
      'audit_log',
      'session',
      'player',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
