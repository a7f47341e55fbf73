import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';
import { FLOAT, withId } from './helpers.js';

/** The core loop: heroes, the backpack, the state of road places, battles, markers, offers. */
export const road: EngineMigration = (engine) => ({
  async up(db) {
    await db.schema
      .alterTable('player')
      .addColumn('road_seed', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('player').addColumn('everyday_reward_at', 'bigint').execute();
    await db.schema
      .alterTable('player')
      .addColumn('everyday_streak', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('player').addColumn('waystone_coordinate', FLOAT).execute();
    await db.schema.alterTable('player').addColumn('road_return_coordinate', FLOAT).execute();
    // Existing players get a road of their own, as new ones do.
    await sql`update player set road_seed = id * 2654435761 % 2147483647 + 1 where road_seed = 0`.execute(
      db,
    );

    await withId(db.schema.createTable('creature'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('combative', 'integer', (c) => c.notNull())
      .addColumn('order_index', 'integer', (c) => c.notNull())
      /** The rules' Creature as JSON: skills, effects, artifacts, forces, level, rank. */
      .addColumn('data', 'text', (c) => c.notNull())
      /** When the stored health was true; health regenerates from here. */
      .addColumn('health_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('creature_player')
      .on('creature')
      .columns(['player_id', 'order_index'])
      .execute();

    await withId(db.schema.createTable('artifact_item'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('artifact_id', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      /** The hero wearing it, or null while it lies in the backpack. */
      .addColumn('creature_id', 'bigint', (c) => c.references('creature.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('artifact_item_player')
      .on('artifact_item')
      .columns(['player_id', 'creature_id'])
      .execute();

    await db.schema
      .createTable('consumable_stock')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('consumable_id', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('consumable_stock_pk', ['player_id', 'consumable_id'])
      .addCheckConstraint('consumable_stock_not_negative', sql`count >= 0`)
      .execute();

    await db.schema
      .createTable('place_state')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('place_id', 'bigint', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addColumn('guard_beaten', 'integer', (c) => c.notNull())
      .addColumn('battle_lost', 'integer', (c) => c.notNull())
      /** When it was taken (respawn counts from here) or last gained from (gainables). */
      .addColumn('taken_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('place_state_pk', ['player_id', 'place_id'])
      .execute();

    await withId(db.schema.createTable('battle'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('place_id', 'bigint')
      .addColumn('context_id', 'integer', (c) => c.notNull())
      .addColumn('opponent_id', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      /** The rules' BattleState as JSON, generator state included: a restart changes nothing. */
      .addColumn('state', 'text', (c) => c.notNull())
      /** Bumped on every change; a write names the version it read, so a repeat applies once. */
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('finalized', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('battle_player')
      .on('battle')
      .columns(['player_id', 'id'])
      .execute();

    await db.schema
      .createTable('player_marker')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('marker', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('player_marker_pk', ['player_id', 'marker'])
      .execute();

    await withId(db.schema.createTable('offer'), engine)
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('offer_type', 'text', (c) => c.notNull())
      .addColumn('viewed', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('offer_player').on('offer').column('player_id').execute();
  },
  async down(db) {
    for (const t of [
      'offer',
      'player_marker',
      'battle',
      'place_state',
      'consumable_stock',
      'artifact_item',
      'creature',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
    for (const c of [
      'road_return_coordinate',
      'waystone_coordinate',
      'everyday_streak',
      'everyday_reward_at',
      'road_seed',
    ]) {
      await db.schema.alterTable('player').dropColumn(c).execute();
    }
  },
});
