import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { PRUNE_BATCH, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/** Browser error reports past their retention (read by time through `client_log_at`). */
export function pruneTech(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'tech', {
    client_log: async (tick) => {
      const r = await db
        .deleteFrom('client_log')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('client_log')
            .select('id')
            .where('at', '<', tick - RETENTION_MS.clientLog)
            .orderBy('at')
            .limit(PRUNE_BATCH),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  });
}
