import type { Kysely } from 'kysely';
import type { EngineMigration } from '../db/migrations/helpers.js';
import type { Database } from '../db/schema.js';
import { deleteOldBatch, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/** Read (and long-unread) notifications and offers long past their end. */
export function prunePlayer(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'player', {
    notification: (tick) =>
      deleteOldBatch(db, 'notification', 'created_at', (w) =>
        w.or([
          w.and([
            w('created_at', '<', tick - RETENTION_MS.readNotification),
            w('read_at', 'is not', null),
          ]),
          w('created_at', '<', tick - RETENTION_MS.unreadNotification),
        ]),
      ),
    offer: (tick) =>
      deleteOldBatch(db, 'offer', 'expires_at', (eb) =>
        eb('expires_at', '<', tick - RETENTION_MS.expiredOffer),
      ),
  });
}

/** The age indexes the prune reads by. */
const ageIndexes: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createIndex('notification_created')
      .on('notification')
      .column('created_at')
      .execute();
    await db.schema.createIndex('offer_expires').on('offer').column('expires_at').execute();
  },
  async down(db) {
    await db.schema.dropIndex('notification_created').ifExists().execute();
    await db.schema.dropIndex('offer_expires').ifExists().execute();
  },
});

export const playerRetentionMigrations = { '2026-11-29_player_age_indexes': ageIndexes };
