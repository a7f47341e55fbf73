import type { Config } from './core/config.js';
import type { Clock } from './core/clock.js';
import type { Random } from './core/random.js';
import type { Db } from './db/database.js';
import * as playerRepo from './player/repository.js';
import { PlayerKernel } from './player/unit.js';
import type { BusLog } from './realtime/bus.js';
import type { Notifier } from './realtime/notifier.js';
import { Realtime } from './realtime/service.js';
import { Redis } from 'ioredis';
import { MemoryAttempts, RedisAttempts, type AttemptCounter } from './auth/attempts.js';
import type { PasswordHasher } from './auth/passwords.js';
import * as sessionRepo from './auth/session-repository.js';
import { SessionService } from './auth/sessions.js';
import { Metrics } from './core/metrics.js';
import { InProcessJobs, NoJobs, observed, type JobLog, type JobRunner } from './jobs/jobs.js';
import { PgBossJobs } from './jobs/pg-boss.js';
import type { PruneHost } from './jobs/retention.js';
import { DAY_MS } from '@heroroad/rules';

/**
 * What every domain module is built from: the platform (database, configuration, time,
 * randomness, logs, metrics, sessions, realtime pushes) and the player kernel.
 */
export interface Kernel {
  readonly db: Db;
  readonly config: Config;
  readonly clock: Clock;
  readonly random: Random;
  readonly hasher: PasswordHasher;
  readonly log: BusLog;
  readonly metrics: Metrics;
  readonly sessions: SessionService;
  /** STOMP pushes; its broker is mounted at /api/websocket by buildApp. */
  readonly realtime: Realtime;
  /** What domains push through, after their change commits. */
  readonly notify: Notifier;
  readonly players: PlayerKernel;
  /** Redis for rate limits and attempt counts shared by the instances; null without REDIS_URL. */
  readonly redis: Redis | null;
  /** Failed logins per account (in Redis when configured). */
  readonly attempts: AttemptCounter;
  /** Scheduled work that runs once across the instances; domains register theirs when built. */
  readonly jobs: JobRunner;
  /** Where domains register the daily prune of their ever-growing tables (jobs/retention.ts). */
  readonly retention: PruneHost;
  /** Registers work to stop when the server closes (timers). */
  onStop(stop: () => void): void;
  stop(): void;
}

export interface KernelOptions {
  readonly db: Db;
  readonly config: Config;
  readonly clock: Clock;
  readonly random: Random;
  readonly hasher: PasswordHasher;
  readonly log: JobLog;
}

/** Ended sessions are kept a day for support questions, then dropped. */
const SESSION_KEEP_MS = DAY_MS;

function jobRunner(o: KernelOptions): JobRunner {
  const mode = o.config.jobs;
  if (mode === 'off') return new NoJobs();
  // pg-boss opens its own pool on the configured address (a database handed in from outside,
  // as tests do, keeps the work in this process).
  if (
    mode === 'auto' &&
    o.db.engine === 'postgres' &&
    o.config.databaseUrl.startsWith('postgres')
  ) {
    return new PgBossJobs({
      connectionString: o.config.databaseUrl,
      schema: o.config.jobsSchema,
      log: o.log,
      clock: o.clock,
    });
  }
  return new InProcessJobs(o.clock, o.log);
}

export function createKernel(o: KernelOptions): Kernel {
  const stops: (() => void)[] = [];
  const sessions = new SessionService(o.db.kysely, o.clock, o.config.sessionSecret, {
    player: o.config.sessionTtlMs,
    guest: o.config.guestSessionTtlMs,
  });
  const metrics = new Metrics();
  const jobs = observed(jobRunner(o), (job, outcome, seconds) => {
    metrics.jobRuns.inc({ job, outcome });
    metrics.jobDuration.observe({ job }, seconds);
  });
  metrics.watchJobQueues(() => jobs.depth());
  jobs.register({
    name: 'sessions.purge',
    cron: '17 * * * *',
    run: async (tick) => {
      await sessionRepo.purge(o.db.kysely, tick - SESSION_KEEP_MS);
    },
  });
  const realtime = new Realtime({
    sessions,
    identity: (id) => playerRepo.identity(o.db.kysely, id),
    clock: o.clock,
    registry: metrics.registry,
    log: o.log,
    redisUrl: o.config.redisUrl,
    channel: o.config.redisChannel,
  });
  // Revocations reach every instance's remembered sessions through the realtime bus.
  sessions.shareForgetting((change) => realtime.announceForget(change));
  realtime.onPeerForget = (change) => sessions.forgetFromPeer(change);
  // A revoked session's sockets close at once on every instance, not at the next 30 s check.
  sessions.onRevoke((change) => realtime.endSessions(change));
  // Fails fast while Redis is away (limits then fall back to letting requests through).
  const redis = o.config.redisUrl
    ? new Redis(o.config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectionName: 'heroroad-limits',
      })
    : null;
  redis?.on('error', () => undefined); // the realtime bus logs Redis outages
  if (redis) stops.push(() => redis.disconnect());
  return {
    ...o,
    redis,
    attempts: redis
      ? new RedisAttempts(redis, `${o.config.redisChannel}:attempts:`)
      : new MemoryAttempts(o.clock),
    metrics,
    sessions,
    realtime,
    jobs,
    retention: {
      jobs,
      pruned: (table, rows) => void (rows > 0 && metrics.rowsPruned.inc({ table }, rows)),
    },
    notify: realtime,
    players: new PlayerKernel(o.db, o.clock),
    onStop: (stop) => stops.push(stop),
    stop: () => stops.forEach((stop) => stop()),
  };
}
