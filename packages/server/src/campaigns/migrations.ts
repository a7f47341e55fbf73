import type { EngineMigration } from '../db/migrations/helpers.js';

const claimsAndPromos: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('reward_claim')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('claim', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reward_claim_pk', ['player_id', 'claim'])
      .execute();
    await db.schema
      .createTable('promo_code')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('gems', 'integer', (c) => c.notNull())
      .addColumn('tickets', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('max_uses', 'integer')
      .addColumn('uses', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('promo_code').ifExists().execute();
    await db.schema.dropTable('reward_claim').ifExists().execute();
  },
});

/** The offer windows a player has seen (a campaign's, a sale's), so each shows once. */
const offersSeen: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('offer_seen')
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('offer', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('offer_seen_pk', ['player_id', 'offer'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('offer_seen').ifExists().execute();
  },
});

export const campaignMigrations = {
  '2026-11-25_campaigns_claims_promos': claimsAndPromos,
  '2026-11-26_campaigns_offers_seen': offersSeen,
};
