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

export const playerMigrations = { '2026-11-27_player_rated_at': ratedAt };
