import type { EngineMigration } from '../db/migrations/helpers.js';

/** The last time each player did each paced action (social/pace.ts). */
const actionPace: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('action_pace')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('action_pace_pk', ['player_id', 'kind'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('action_pace').ifExists().execute();
  },
});

/** A login-as session names the staff member viewing the game through it. */
const sessionViewer: EngineMigration = () => ({
  async up(db) {
    await db.schema.alterTable('session').addColumn('viewer_id', 'bigint').execute();
  },
  async down(db) {
    await db.schema.alterTable('session').dropColumn('viewer_id').execute();
  },
});

/**
 * When each player was last seen playing: kept beside their sessions (which are dropped a day
 * after they end) so an absence of weeks still has its start. Filled from the sessions there are.
 */
const playerSeen: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('player_seen')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('player_seen')
      .columns(['player_id', 'seen_at'])
      .expression((eb) =>
        eb
          .selectFrom('session')
          .select((s) => ['player_id', s.fn.max('last_seen_at').as('seen_at')])
          .where('viewer_id', 'is', null)
          .groupBy('player_id'),
      )
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('player_seen').ifExists().execute();
  },
});

export const securityMigrations = {
  '2026-11-25_security_action_pace': actionPace,
  '2026-11-26_security_session_viewer': sessionViewer,
  '2026-11-27_security_player_seen': playerSeen,
};
