import { TEXT_LIMITS } from '@heroroad/rules';
import type { LoadStage } from '@heroroad/protocol';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';

/** Client error reports and loading-funnel counts, for operators. */
export class TechService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async addClientLog(input: {
    playerId: number | null;
    message: string;
    domain: string | undefined;
    userAgent: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('client_log')
      .values({
        at: this.clock(),
        player_id: input.playerId,
        domain: (input.domain ?? 'client').slice(0, TEXT_LIMITS.clientLogDomain),
        message: input.message.slice(0, TEXT_LIMITS.clientLogMessage),
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
  }

  async countLoadStage(stage: LoadStage): Promise<void> {
    const day = new Date(this.clock()).toISOString().slice(0, 10);
    await this.db
      .insertInto('load_stat')
      .values({ day, stage, count: 1 })
      .onConflict((oc) =>
        oc.columns(['day', 'stage']).doUpdateSet({ count: sql`load_stat.count + 1` }),
      )
      .execute();
  }
}
