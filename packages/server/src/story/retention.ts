import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { PRUNE_BATCH, RETENTION_MS, registerPrune, type PruneHost } from '../jobs/retention.js';

/**
 * Task counts of periods long over: a batch at a time, the oldest periods first (through the
 * `task_count_period` index), each row named by its whole key.
 */
export function pruneStory(host: PruneHost, db: Kysely<Database>): void {
  registerPrune(host, 'story', {
    task_count: async (tick) => {
      const r = await db
        .deleteFrom('task_count')
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple('player_id', 'period_start', 'counter'),
            'in',
            selectFrom('task_count')
              .select(['player_id', 'period_start', 'counter'])
              .where('period_start', '<', tick - RETENTION_MS.taskCount)
              .orderBy('period_start')
              .limit(PRUNE_BATCH)
              .$asTuple('player_id', 'period_start', 'counter'),
          ),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  });
}
