import type { Kysely } from 'kysely';
import type { EngineMigration } from '../db/migrations/helpers.js';
import type { Database } from '../db/schema.js';
import { deleteOldBatch, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/**
 * Finished road battles (MOB) past their retention, their outcome long applied. Duels and arena
 * battles stay: their replays are offered; a battle still named as a player's current one stays.
 */
export function pruneBattles(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'battle', {
    battle: (tick) =>
      deleteOldBatch(db, 'battle', 'updated_at', (w) =>
        w.and([
          w('kind', '=', 'MOB'),
          w('finalized', '=', 1),
          w('updated_at', '<', tick - RETENTION_MS.finishedBattle),
          w.not(
            w.exists(
              w
                .selectFrom('player')
                .select('player.id')
                .whereRef('player.id', '=', 'battle.player_id')
                .whereRef('player.battle_id', '=', 'battle.id'),
            ),
          ),
        ]),
      ),
  });
}

/** The index the prune reads finished battles by. */
const finishedIndex: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createIndex('battle_finished')
      .on('battle')
      .columns(['kind', 'finalized', 'updated_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('battle_finished').ifExists().execute();
  },
});

export const battleRetentionMigrations = { '2026-11-29_battle_finished_index': finishedIndex };
