import { ARENA, moscowDay, moscowMinute, seasonOf, DAY_MS } from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import { applySeasonEnd } from './repository.js';
import type { ArenaService } from './service.js';

/** The arena's clock work runs every minute (a job: once across the instances). */
export const ARENA_CRON = '* * * * *';
/** Daily rewards paid per query while more are due. */
const REWARD_BATCH = 200;

/**
 * The arena's clock work, run every minute by the job runner: the last season's end (applied once
 * by its `arena_season` row, even if a tick runs twice) and the daily rewards that came due (each
 * paid once under its day's key).
 */
export class ArenaSchedule {
  private running: Promise<void> | null = null;

  constructor(
    private readonly kernel: Kernel,
    private readonly arena: ArenaService,
  ) {}

  /** One round; a round still running is joined rather than doubled. */
  tick(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    const now = this.kernel.clock();
    await this.endSeason(seasonOf(now) - 1);
    await this.payDue(now);
  }

  /** Applies a season's end once; answers the players moved, or null when already applied. */
  endSeason(season: number): Promise<number | null> {
    const db = this.kernel.db.kysely;
    return db.transaction().execute((trx) => applySeasonEnd(trx, season, this.kernel.clock()));
  }

  /** Pays every daily reward due now: active players whose chosen minute has come today. */
  async payDue(now: number): Promise<number> {
    const today = moscowDay(now);
    const active = now - ARENA.activeDays * DAY_MS;
    let paid = 0;
    let after = 0;
    for (;;) {
      const due = await this.kernel.db.kysely
        .selectFrom('arena_player')
        .select('player_id')
        .where('last_attack_at', '>=', active)
        .where('reward_minute', '<=', moscowMinute(now))
        .where((eb) => eb.or([eb('reward_day', 'is', null), eb('reward_day', '<', today)]))
        .where('player_id', '>', after)
        .orderBy('player_id')
        .limit(REWARD_BATCH)
        .execute();
      for (const r of due) {
        try {
          if (await this.arena.payDaily(r.player_id)) paid++;
        } catch (err) {
          this.kernel.log.warn({ err, playerId: r.player_id }, 'arena daily reward failed');
        }
      }
      if (due.length < REWARD_BATCH) return paid;
      after = due[due.length - 1]!.player_id;
    }
  }
}
