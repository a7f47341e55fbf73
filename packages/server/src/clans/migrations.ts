import { FLOAT, withId, type EngineMigration } from '../db/migrations/helpers.js';

const clans: EngineMigration = (engine) => ({
  async up(db) {
    await withId(db.schema.createTable('clan'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('members', 'integer', (c) => c.notNull())
      .addColumn('member_cap', 'integer', (c) => c.notNull())
      .addColumn('leader_id', 'bigint', (c) => c.references('player.id').onDelete('set null'))
      .addColumn('about', 'text')
      .addColumn('advertisement', 'text', (c) => c.notNull())
      .addColumn('advertisement_version', 'integer', (c) => c.notNull())
      .addColumn('theme', 'integer', (c) => c.notNull())
      .addColumn('theme_changes', 'integer', (c) => c.notNull())
      .addColumn('raid_difficulty', 'text', (c) => c.notNull())
      .addColumn('gold', FLOAT, (c) => c.notNull())
      .addColumn('gems', 'bigint', (c) => c.notNull())
      .addColumn('red_crystal', 'bigint', (c) => c.notNull())
      .addColumn('blue_crystal', 'bigint', (c) => c.notNull())
      .addColumn('gears', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('clan_rating').on('clan').columns(['level', 'members']).execute();
    await db.schema
      .createTable('clan_member')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('rank', 'text', (c) => c.notNull())
      .addColumn('rank_before', 'text')
      .addColumn('merit', FLOAT, (c) => c.notNull())
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addColumn('accepted_unseen', 'integer', (c) => c.notNull())
      .addColumn('advertisement_seen', 'integer', (c) => c.notNull())
      .addColumn('factory_taken_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('clan_member_clan')
      .on('clan_member')
      .columns(['clan_id'])
      .execute();
    await db.schema
      .createTable('clan_departure')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('left_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('clan_request')
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('by_id', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('clan_request_pk', ['clan_id', 'player_id'])
      .execute();
    await db.schema
      .createIndex('clan_request_player')
      .on('clan_request')
      .columns(['player_id'])
      .execute();
    await db.schema
      .createTable('clan_building')
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addPrimaryKeyConstraint('clan_building_pk', ['clan_id', 'type'])
      .execute();
    await db.schema
      .createTable('clan_hall')
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('force', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('clan_hall_pk', ['clan_id', 'force'])
      .execute();
    await db.schema
      .createTable('clan_ledger')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('player_id', 'bigint')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('deltas', 'text', (c) => c.notNull())
      .addColumn('balances', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clan_ledger_clan')
      .on('clan_ledger')
      .columns(['clan_id', 'created_at'])
      .execute();
    await withId(db.schema.createTable('clan_log'), engine)
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'bigint')
      .addColumn('target_id', 'bigint')
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clan_log_clan')
      .on('clan_log')
      .columns(['clan_id', 'id'])
      .execute();
    await withId(db.schema.createTable('clan_raid'), engine)
      .addColumn('clan_id', 'bigint', (c) => c.notNull().references('clan.id').onDelete('cascade'))
      .addColumn('difficulty', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('boss_health', FLOAT, (c) => c.notNull())
      .addColumn('boss_health_max', FLOAT, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clan_raid_clan')
      .on('clan_raid')
      .columns(['clan_id', 'id'])
      .execute();
    await db.schema
      .createTable('clan_raid_fighter')
      .addColumn('raid_id', 'bigint', (c) =>
        c.notNull().references('clan_raid.id').onDelete('cascade'),
      )
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('fights', 'integer', (c) => c.notNull())
      .addColumn('damage', FLOAT, (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('clan_raid_fighter_pk', ['raid_id', 'player_id'])
      .execute();
  },
  async down(db) {
    for (const t of [
      'clan_raid_fighter',
      'clan_raid',
      'clan_log',
      'clan_ledger',
      'clan_hall',
      'clan_building',
      'clan_request',
      'clan_departure',
      'clan_member',
      'clan',
    ])
      await db.schema.dropTable(t).ifExists().execute();
  },
});

/**
 * Each member's battles with a raid boss: which raid a battle belongs to and, once completed,
 * what it counted (null until then).
 */
const raidBattles: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('clan_raid_battle')
      .addColumn('battle_id', 'bigint', (c) => c.primaryKey())
      .addColumn('raid_id', 'bigint', (c) =>
        c.notNull().references('clan_raid.id').onDelete('cascade'),
      )
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('damage', FLOAT)
      .addColumn('gold', FLOAT)
      .addColumn('boss_fell', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clan_raid_battle_raid')
      .on('clan_raid_battle')
      .columns(['raid_id', 'player_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('clan_raid_battle').ifExists().execute();
  },
});

export const clanMigrations = {
  '2026-11-26_clans_tables': clans,
  '2026-11-27_clans_raid_battles': raidBattles,
};
