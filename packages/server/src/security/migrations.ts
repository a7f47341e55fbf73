import type { EngineMigration } from '../db/migrations/helpers.js';

/** The last time each player did each paced action (security/pace.ts). */
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

export const securityMigrations = {
  '2026-11-25_security_action_pace': actionPace,
  '2026-11-26_security_session_viewer': sessionViewer,
};
