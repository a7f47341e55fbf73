import type { EngineMigration } from '../db/migrations/helpers.js';

/**
 * The player-row ratings read pages and count places through these indexes (ARCHITECTURE.md
 * "The arena and the ratings"): level with experience, the squad's strength, the best stair won,
 * each in the rating's own order (best first, ties to the earlier player) so a page is one walk.
 */
const indexes: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createIndex('player_rating_level')
      .on('player')
      .columns(['level desc', 'current_exp desc', 'id'])
      .execute();
    await db.schema
      .createIndex('player_rating_params')
      .on('player')
      .columns(['battle_stair desc', 'id'])
      .execute();
    await db.schema
      .createIndex('player_rating_scenario')
      .on('player')
      .columns(['best_victory_stair desc', 'id'])
      .execute();
  },
  async down(db) {
    for (const i of ['player_rating_level', 'player_rating_params', 'player_rating_scenario'])
      await db.schema.dropIndex(i).ifExists().execute();
  },
});

export const ratingMigrations = { '2026-11-26_rating_indexes': indexes };
