import { withId, type EngineMigration } from '../db/migrations/helpers.js';

const arena: EngineMigration = (engine) => ({
  async up(db) {
    await db.schema
      .createTable('arena_player')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('league', 'integer', (c) => c.notNull())
      .addColumn('previous_league', 'integer')
      .addColumn('attempts_day', 'integer', (c) => c.notNull())
      .addColumn('attempts_used', 'integer', (c) => c.notNull())
      .addColumn('reward_minute', 'integer', (c) => c.notNull())
      .addColumn('reward_day', 'integer')
      .addColumn('last_attack_at', 'bigint')
      .addColumn('wins', 'integer', (c) => c.notNull())
      .addColumn('losses', 'integer', (c) => c.notNull())
      .addColumn('defence_wins', 'integer', (c) => c.notNull())
      .addColumn('defence_losses', 'integer', (c) => c.notNull())
      .addColumn('offers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Matchmaking reads the nearest ratings on each side; the rating reads places in order.
    await db.schema
      .createIndex('arena_player_rating')
      .on('arena_player')
      .columns(['rating desc', 'player_id'])
      .execute();
    await db.schema
      .createIndex('arena_player_reward')
      .on('arena_player')
      .columns(['last_attack_at'])
      .execute();
    await withId(db.schema.createTable('arena_attack'), engine)
      .addColumn('attacker_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('defender_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('battle_id', 'bigint', (c) => c.notNull().unique())
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('attacker_rating', 'integer', (c) => c.notNull())
      .addColumn('defender_rating', 'integer', (c) => c.notNull())
      .addColumn('won', 'integer')
      .addColumn('rating_change', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('arena_attack_attacker')
      .on('arena_attack')
      .columns(['attacker_id', 'id'])
      .execute();
    await db.schema
      .createIndex('arena_attack_defender')
      .on('arena_attack')
      .columns(['defender_id', 'id'])
      .execute();
    await db.schema
      .createTable('arena_season')
      .addColumn('season', 'integer', (c) => c.primaryKey())
      .addColumn('ended_at', 'bigint', (c) => c.notNull())
      .addColumn('players_moved', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('arena_season').ifExists().execute();
    await db.schema.dropTable('arena_attack').ifExists().execute();
    await db.schema.dropTable('arena_player').ifExists().execute();
  },
});

export const arenaMigrations = { '2026-11-26_arena_leagues': arena };
