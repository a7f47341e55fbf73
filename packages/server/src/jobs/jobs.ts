import { CronExpressionParser } from 'cron-parser';
import type { Clock } from '../core/clock.js';
import type { BusLog } from '../realtime/bus.js';

/**
 * Work that must happen once however many instances run: purges, resets, season ends,
 * reconciliations. A job names a schedule (cron, in UTC) and an idempotent handler that gets the
 * time of the tick it runs for, so running a tick twice (a retry after a crash) changes nothing
 * more than running it once.
 */
export interface JobDefinition {
  /** `domain.what`, unique across the server. */
  readonly name: string;
  /** Five-field cron in UTC, e.g. `17 * * * *` (hourly at :17). */
  readonly cron: string;
  run(tick: number): Promise<void>;
}

/** Logs of the runners: failures are errors, pg-boss's own complaints warnings. */
export type JobLog = BusLog & { error(obj: object, msg: string): void };

export interface JobRunner {
  /** `pg-boss` (PostgreSQL, shared by the instances) or `in-process` (one process). */
  readonly kind: 'pg-boss' | 'in-process' | 'off';
  /** Declared by the domains while they are built, before start. */
  register(job: JobDefinition): void;
  /** A registered job, to run by hand (operators, tests). */
  get(name: string): JobDefinition | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting (due, not started) and running, per job, for the queue-depth gauge. */
  depth(): Promise<JobDepth[]>;
}

export interface JobDepth {
  readonly name: string;
  readonly queued: number;
  readonly active: number;
}

/** The first time after `after` that `cron` names, in UTC. */
export function nextTick(cron: string, after: number): number {
  return CronExpressionParser.parse(cron, { currentDate: new Date(after), tz: 'UTC' })
    .next()
    .getTime();
}

/** The latest time at or before `at` that `cron` names, in UTC. */
export function tickOf(cron: string, at: number): number {
  return CronExpressionParser.parse(cron, { currentDate: new Date(at + 1), tz: 'UTC' })
    .prev()
    .getTime();
}

function checkUnique(jobs: Map<string, unknown>, job: JobDefinition): void {
  if (jobs.has(job.name)) throw new Error(`job "${job.name}" is registered twice`);
  nextTick(job.cron, 0); // a bad expression fails at start-up, not at its first tick
}

/**
 * The embedded default's runner: one process, so each tick runs here exactly once. A failed run
 * is logged and tried again at the next tick (handlers are idempotent).
 */
export class InProcessJobs implements JobRunner {
  readonly kind = 'in-process';
  private readonly jobs = new Map<string, { job: JobDefinition; next: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private runningJob: string | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly log: JobLog,
    /** How often due jobs are looked for; their ticks keep their exact times. */
    private readonly pollMs = 15_000,
  ) {}

  register(job: JobDefinition): void {
    checkUnique(this.jobs, job);
    this.jobs.set(job.name, { job, next: nextTick(job.cron, this.clock()) });
  }

  get(name: string): JobDefinition | undefined {
    return this.jobs.get(name)?.job;
  }

  async start(): Promise<void> {
    this.running = true;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Runs every job whose tick has come by `now`, each tick once; answers the runs made. */
  async runDue(now: number = this.clock()): Promise<{ name: string; tick: number }[]> {
    const ran: { name: string; tick: number }[] = [];
    for (const entry of this.jobs.values()) {
      // A process asleep for several ticks runs the latest one only: handlers settle all of it.
      let tick = entry.next;
      if (tick > now) continue;
      while (nextTick(entry.job.cron, tick) <= now) tick = nextTick(entry.job.cron, tick);
      entry.next = nextTick(entry.job.cron, tick);
      this.runningJob = entry.job.name;
      try {
        await entry.job.run(tick);
        ran.push({ name: entry.job.name, tick });
      } catch (err) {
        this.log.error({ err, job: entry.job.name }, 'job failed; it runs again at its next tick');
      } finally {
        this.runningJob = null;
      }
    }
    return ran;
  }

  /** A job is queued here once its tick has come and the poll has not run it yet. */
  async depth(): Promise<JobDepth[]> {
    const now = this.clock();
    return [...this.jobs.values()].map(({ job, next }) => ({
      name: job.name,
      queued: next <= now ? 1 : 0,
      active: this.runningJob === job.name ? 1 : 0,
    }));
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      void this.runDue().finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }
}

/** Reports every run of the runner's jobs (its name, whether it failed, how long it took). */
export function observed(
  runner: JobRunner,
  report: (job: string, outcome: 'ok' | 'failed', seconds: number) => void,
): JobRunner {
  return {
    kind: runner.kind,
    get: (name) => runner.get(name),
    start: () => runner.start(),
    stop: () => runner.stop(),
    depth: () => runner.depth(),
    register(job) {
      runner.register({
        ...job,
        run: async (tick) => {
          const started = performance.now();
          try {
            await job.run(tick);
            report(job.name, 'ok', (performance.now() - started) / 1000);
          } catch (err) {
            report(job.name, 'failed', (performance.now() - started) / 1000);
            throw err;
          }
        },
      });
    },
  };
}

/** For tests and tools that build the server without background work. */
export class NoJobs implements JobRunner {
  readonly kind = 'off';
  private readonly jobs = new Map<string, JobDefinition>();
  register(job: JobDefinition): void {
    checkUnique(this.jobs, job);
    this.jobs.set(job.name, job);
  }
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async depth(): Promise<JobDepth[]> {
    return [];
  }
  get(name: string): JobDefinition | undefined {
    return this.jobs.get(name);
  }
}
