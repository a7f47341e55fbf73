import { PgBoss } from 'pg-boss';
import { systemClock, type Clock } from '../core/clock.js';
import {
  nextTick,
  tickOf,
  type JobDefinition,
  type JobDepth,
  type JobLog,
  type JobRunner,
} from './jobs.js';

export interface PgBossOptions {
  readonly connectionString: string;
  /** pg-boss's own schema; every instance of one game names the same. */
  readonly schema: string;
  readonly log: JobLog;
  /** How often workers look for jobs (seconds); the cron pass itself runs every 30 s or so. */
  readonly pollSeconds?: number;
  /** Tests shorten pg-boss's cron passes to see a tick within seconds. */
  readonly cronPassSeconds?: number;
  /** The game's clock, for a run sent by hand (the schedule's ticks follow the database's). */
  readonly clock?: Clock;
}

/** Retries of a failed run: 3, 30 s apart and doubling. */
const RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

/**
 * Jobs on PostgreSQL through pg-boss: every instance declares the same schedules (an upsert by
 * name), pg-boss's cron pass creates one job per tick (a singleton for that minute), and one
 * worker takes it with SKIP LOCKED, so a tick runs once across the instances, and again only if it
 * failed or its instance died mid-run.
 */
export class PgBossJobs implements JobRunner {
  readonly kind = 'pg-boss';
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(private readonly options: PgBossOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      application_name: 'heroroad-jobs',
      max: 3,
      ...(options.cronPassSeconds
        ? {
            cronMonitorIntervalSeconds: options.cronPassSeconds,
            cronWorkerIntervalSeconds: options.cronPassSeconds,
          }
        : {}),
    });
    this.boss.on('error', (err) => options.log.warn({ err }, 'jobs: pg-boss reported an error'));
  }

  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
    nextTick(job.cron, 0);
    this.jobs.set(job.name, job);
  }

  get(name: string): JobDefinition | undefined {
    return this.jobs.get(name);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs.values()) {
      await this.boss.createQueue(job.name, RETRY);
      await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: this.options.pollSeconds ?? 5, includeMetadata: true },
        async (batch) => {
          for (const j of batch) {
            // A job sent by hand runs for the moment it was sent; one of the schedule's for the
            // tick it was created in (pg-boss creates one per tick, shortly after it).
            const sent = (j.data as { at?: unknown }).at;
            const tick = typeof sent === 'number' ? sent : tickOf(job.cron, j.createdOn.getTime());
            try {
              await job.run(tick);
            } catch (err) {
              this.options.log.error({ err, job: job.name }, 'job failed; pg-boss retries it');
              throw err;
            }
          }
        },
      );
    }
  }

  /** Runs a job now, once, whatever the schedule (operators, tests). */
  async runNow(name: string): Promise<string | null> {
    return this.boss.send(name, { at: (this.options.clock ?? systemClock)() });
  }

  /** The shared queues' depth as PostgreSQL holds it: the same figure on every instance. */
  async depth(): Promise<JobDepth[]> {
    if (!this.started) return [];
    const queues = await this.boss.getQueues([...this.jobs.keys()]);
    return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount }));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Waits for runs in progress, so a stopping instance never leaves a tick half done.
    await this.boss.stop({ graceful: true, timeout: 8000 });
  }
}
