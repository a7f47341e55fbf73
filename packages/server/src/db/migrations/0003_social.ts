import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Chat, chat and forum bans, mail with the blacklist and the support inbox, and the forum.
 * Author names are copied into messages when written, so lists need no join.
 */
export const social: EngineMigration = (engine) => ({
  async up(db) {
    // Open WebSockets are matched against sessions revoked since the last check.
    await db.schema.createIndex('session_revoked').on('session').column('revoked_at').execute();

    await withId(db.schema.createTable('chat_message'), engine)
      .addColumn('room', 'text', (c) => c.notNull())
      .addColumn('clan_id', 'bigint')
      .addColumn('author_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_level', 'integer', (c) => c.notNull())
      .addColumn('author_role', 'text', (c) => c.notNull())
      .addColumn('to_id', 'bigint', (c) => c.references('player.id').onDelete('cascade'))
      .addColumn('to_name', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', 'bigint')
      .execute();
    await db.schema
      .createIndex('chat_message_room')
      .on('chat_message')
      .columns(['room', 'clan_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_message_author')
      .on('chat_message')
      .columns(['author_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_message_to')
      .on('chat_message')
      .columns(['to_id', 'id'])
      .execute();

    await db.schema
      .createTable('chat_seen')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('room', 'text', (c) => c.notNull())
      .addColumn('seen_id', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_seen_pk', ['player_id', 'room'])
      .execute();

    for (const table of ['chat_ban', 'forum_block'] as const) {
      await withId(db.schema.createTable(table), engine)
        .addColumn('player_id', 'bigint', (c) =>
          c.notNull().references('player.id').onDelete('cascade'),
        )
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('by_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('lifted_at', 'bigint')
        .addColumn('lifted_by', 'bigint')
        .execute();
      await db.schema
        .createIndex(`${table}_player`)
        .on(table)
        .columns(['player_id', 'until'])
        .execute();
    }

    // A dialog is keyed by its two sides (a < b); side 0 is the support staff.
    await withId(db.schema.createTable('mail_message'), engine)
      .addColumn('a_id', 'bigint', (c) => c.notNull())
      .addColumn('b_id', 'bigint', (c) => c.notNull())
      .addColumn('from_id', 'bigint', (c) => c.notNull())
      .addColumn('author_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('support', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mail_message_dialog')
      .on('mail_message')
      .columns(['a_id', 'b_id', 'id'])
      .execute();

    // One row per side of a dialog: the room list, unread counts and read marks without scans.
    await db.schema
      .createTable('mail_dialog')
      .addColumn('player_id', 'bigint', (c) => c.notNull())
      .addColumn('partner_id', 'bigint', (c) => c.notNull())
      .addColumn('last_message_id', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addColumn('unread', 'integer', (c) => c.notNull())
      .addColumn('read_id', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_dialog_pk', ['player_id', 'partner_id'])
      .execute();
    await db.schema
      .createIndex('mail_dialog_recent')
      .on('mail_dialog')
      .columns(['player_id', 'last_at'])
      .execute();

    await db.schema
      .createTable('mail_block')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('blocked_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_block_pk', ['player_id', 'blocked_id'])
      .execute();

    await withId(db.schema.createTable('forum_topic'), engine)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      // Lower-cased title and text: a portable case-insensitive LIKE, Cyrillic included.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('theme', 'text', (c) => c.notNull())
      .addColumn('clan_id', 'bigint')
      .addColumn('guest', 'integer', (c) => c.notNull())
      .addColumn('pinned', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('comment_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_activity_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', 'bigint')
      .execute();
    await db.schema
      .createIndex('forum_topic_list')
      .on('forum_topic')
      .columns(['clan_id', 'pinned', 'last_activity_at'])
      .execute();

    await db.schema
      .createTable('forum_topic_tag')
      .addColumn('topic_id', 'bigint', (c) =>
        c.notNull().references('forum_topic.id').onDelete('cascade'),
      )
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('forum_topic_tag_pk', ['topic_id', 'tag'])
      .execute();
    await db.schema
      .createIndex('forum_topic_tag_tag')
      .on('forum_topic_tag')
      .column('tag')
      .execute();

    await withId(db.schema.createTable('forum_comment'), engine)
      .addColumn('topic_id', 'bigint', (c) =>
        c.notNull().references('forum_topic.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', 'bigint')
      .execute();
    await db.schema
      .createIndex('forum_comment_topic')
      .on('forum_comment')
      .columns(['topic_id', 'id'])
      .execute();
  },
  async down(db) {
    for (const table of [
      'forum_comment',
      'forum_topic_tag',
      'forum_topic',
      'mail_block',
      'mail_dialog',
      'mail_message',
      'forum_block',
      'chat_ban',
      'chat_seen',
      'chat_message',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.dropIndex('session_revoked').ifExists().execute();
  },
});
