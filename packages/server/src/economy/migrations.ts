import type { EngineMigration } from '../db/migrations/helpers.js';

/** Money operations keyed by their caller: a repeated grant or spend finds its first one. */
const ledgerOperation: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createTable('ledger_operation')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'bigint', (c) =>
        c.notNull().references('player.id').onDelete('cascade'),
      )
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('deltas', 'text', (c) => c.notNull())
      .addColumn('balances', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_operation_player')
      .on('ledger_operation')
      .columns(['player_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('ledger_operation').ifExists().execute();
  },
});

/** Wallet homes for whole-number currencies: player columns, zero for every player at first. */
function wholeColumns(...columns: readonly string[]): EngineMigration {
  return () => ({
    async up(db) {
      for (const column of columns)
        await db.schema
          .alterTable('player')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
    },
    async down(db) {
      for (const column of columns)
        await db.schema.alterTable('player').dropColumn(column).execute();
    },
  });
}

/**
 * The wallet's homes for ark tokens (they buy ark heroes) and amethysts (they buy amulets):
 * whole numbers, like emeralds, never below zero.
 */
const arkTokensAndAmethysts = wholeColumns('tokens', 'amethyst');

/**
 * The wallet's home for clan gears: won road battles drop them and the clan factory gives them;
 * members donate them to the clan's budget. Whole numbers, never below zero.
 */
const gears = wholeColumns('gears');

/**
 * The wallet's home for gold crystals: a raid's killing blow earns them and the golden evolution
 * card takes them. A player's own, not the clan's (GAME_DESIGN.md "Gold crystals"): whole
 * numbers, never below zero.
 */
const goldCrystal = wholeColumns('gold_crystal');

export const economyMigrations = {
  '2026-11-25_economy_ledger_operation': ledgerOperation,
  '2026-11-26_economy_tokens_amethyst': arkTokensAndAmethysts,
  '2026-11-27_economy_gears': gears,
  '2026-11-30_economy_gold_crystal': goldCrystal,
};
