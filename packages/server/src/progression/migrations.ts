import type { ColumnDefinitionBuilder } from 'kysely';
import type { EngineMigration } from '../db/migrations/helpers.js';

/** Magic hammers per player (a row appears with the first one bought). */
const state: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('progression_state')
      .addColumn('player_id', 'bigint', (c) =>
        c.primaryKey().references('player.id').onDelete('cascade'),
      )
      .addColumn('hammers', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('progression_state').ifExists().execute();
  },
});

/** Cards held by kind; a row appears with the first card of its kind. */
const cards: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('progression_card')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('card_id', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('progression_card_pk', ['player_id', 'card_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('progression_card').ifExists().execute();
  },
});

/** The boosters inbox, running boosters by slot, and the battle setup of elixirs and scrolls. */
const boostersAndSetup: EngineMigration = () => ({
  async up(db) {
    const player = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('player.id').onDelete('cascade');
    await db.schema
      .createTable('booster_inbox')
      .addColumn('player_id', 'bigint', player)
      .addColumn('booster_id', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('booster_inbox_pk', ['player_id', 'booster_id'])
      .execute();
    await db.schema
      .createTable('booster_slot')
      .addColumn('player_id', 'bigint', player)
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('booster_id', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('booster_slot_pk', ['player_id', 'slot'])
      .execute();
    await db.schema
      .createTable('consumable_setup')
      .addColumn('player_id', 'bigint', player)
      .addColumn('consumable_id', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('consumable_setup_pk', ['player_id', 'consumable_id'])
      .execute();
  },
  async down(db) {
    for (const t of ['consumable_setup', 'booster_slot', 'booster_inbox'])
      await db.schema.dropTable(t).ifExists().execute();
  },
});

/** The day's deal bought per player and Moscow day. */
const deals: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('shop_deal')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('bought', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('shop_deal_pk', ['player_id', 'day'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('shop_deal').ifExists().execute();
  },
});

/** Free-slot offers: the hero, the price and the taking of an offer; squad slots bought. */
const slotOffers: EngineMigration = () => ({
  async up(db) {
    await db.schema.alterTable('offer').addColumn('creature_id', 'bigint').execute();
    await db.schema.alterTable('offer').addColumn('price', 'integer').execute();
    await db.schema.alterTable('offer').addColumn('taken_at', 'bigint').execute();
    await db.schema
      .alterTable('progression_state')
      .addColumn('squad_slots', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('progression_state').dropColumn('squad_slots').execute();
    for (const c of ['taken_at', 'price', 'creature_id'])
      await db.schema.alterTable('offer').dropColumn(c).execute();
  },
});

export const progressionMigrations = {
  '2026-11-27_progression_slot_offers': slotOffers,
  '2026-11-26_progression_shop_deal': deals,
  '2026-11-26_progression_boosters_setup': boostersAndSetup,
  '2026-11-25_progression_state': state,
  '2026-11-26_progression_card': cards,
};
