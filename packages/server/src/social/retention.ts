import type { Kysely } from 'kysely';
import type { EngineMigration } from '../db/migrations/helpers.js';
import type { Database } from '../db/schema.js';
import { deleteOldBatch, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/** Chat lines older than their retention, every room and private lines alike. */
export function pruneSocial(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'social', {
    chat_message: (tick) =>
      deleteOldBatch(db, 'chat_message', 'created_at', (eb) =>
        eb('created_at', '<', tick - RETENTION_MS.chat),
      ),
  });
}

/** The age index the prune reads by. */
const chatAge: EngineMigration = () => ({
  async up(db) {
    await db.schema
      .createIndex('chat_message_created')
      .on('chat_message')
      .column('created_at')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('chat_message_created').ifExists().execute();
  },
});

export const socialMigrations = { '2026-11-29_social_chat_age': chatAge };
