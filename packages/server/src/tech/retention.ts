import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deleteOldBatch, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/** Browser error reports past their retention (read by time through `client_log_at`). */
export function pruneTech(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'tech', {
    client_log: (tick) =>
      deleteOldBatch(db, 'client_log', 'at', (eb) => eb('at', '<', tick - RETENTION_MS.clientLog)),
  });
}
