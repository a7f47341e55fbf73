import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINE, TEST_PG_URL, underSchemaLock } from '../../test/db.js';
import { startTestServer } from '../../test/harness.js';
import { api } from '@heroroad/protocol';
import { InProcessJobs, NoJobs, nextTick, tickOf, type JobLog } from './jobs.js';
import { PgBossJobs } from './pg-boss.js';
import { Metrics } from '../core/metrics.js';

const HOUR = 3600_000;
const at = (h: number, m = 0) => Date.UTC(2026, 10, 26, h, m);

function quietLog(): JobLog & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (_obj, msg) => errors.push(msg),
  };
}

describe('scheduled work in one process', () => {
  it('reads cron in UTC', () => {
    expect(nextTick('17 * * * *', at(12, 20))).toBe(at(13, 17));
    expect(nextTick('0 2 * * *', at(12))).toBe(Date.UTC(2026, 10, 27, 2));
    expect(tickOf('17 * * * *', at(13, 16))).toBe(at(12, 17));
    expect(tickOf('17 * * * *', at(13, 17))).toBe(at(13, 17));
  });

  it('runs each tick once, and only the latest of the ticks it slept through', async () => {
    let now = at(12, 30);
    const ticks: number[] = [];
    const jobs = new InProcessJobs(() => now, quietLog());
    jobs.register({ name: 'test.hourly', cron: '0 * * * *', run: async (t) => void ticks.push(t) });

    expect(await jobs.runDue()).toEqual([]);
    now = at(13);
    expect(await jobs.runDue()).toEqual([{ name: 'test.hourly', tick: at(13) }]);
    now = at(13, 40);
    expect(await jobs.runDue()).toEqual([]);
    now = at(16, 5);
    expect(await jobs.runDue()).toEqual([{ name: 'test.hourly', tick: at(16) }]);
    expect(ticks).toEqual([at(13), at(16)]);
  });

  it('logs a failed run and runs again at the next tick', async () => {
    let now = at(12, 59);
    let fail = true;
    const log = quietLog();
    const jobs = new InProcessJobs(() => now, log);
    const ticks: number[] = [];
    jobs.register({
      name: 'test.flaky',
      cron: '0 * * * *',
      run: async (t) => {
        if (fail) throw new Error('database away');
        ticks.push(t);
      },
    });
    now = at(13);
    expect(await jobs.runDue()).toEqual([]);
    expect(log.errors).toHaveLength(1);
    fail = false;
    now = at(14);
    expect(await jobs.runDue()).toEqual([{ name: 'test.flaky', tick: at(14) }]);
    expect(ticks).toEqual([at(14)]);
  });

  it('reports a due job as queued until it runs, on the queue-depth gauge', async () => {
    let now = at(12, 59);
    const jobs = new InProcessJobs(() => now, quietLog());
    let seenRunning: unknown[] = [];
    jobs.register({
      name: 'test.hourly',
      cron: '0 * * * *',
      run: async () => void (seenRunning = await jobs.depth()),
    });
    const metrics = new Metrics();
    metrics.watchJobQueues(() => jobs.depth());
    const gauge = async () =>
      (await metrics.registry.getSingleMetric('heroroad_job_queue_depth')!.get()).values;
    expect(await jobs.depth()).toEqual([{ name: 'test.hourly', queued: 0, active: 0 }]);
    now = at(13);
    expect(await gauge()).toContainEqual(
      expect.objectContaining({ labels: { job: 'test.hourly', state: 'queued' }, value: 1 }),
    );
    await jobs.runDue();
    expect(seenRunning).toEqual([{ name: 'test.hourly', queued: 0, active: 1 }]);
    expect(await gauge()).toContainEqual(
      expect.objectContaining({ labels: { job: 'test.hourly', state: 'queued' }, value: 0 }),
    );
  });

  it('refuses a second job of one name and a schedule it cannot read', () => {
    const jobs = new NoJobs();
    jobs.register({ name: 'a.b', cron: '* * * * *', run: async () => undefined });
    expect(() =>
      jobs.register({ name: 'a.b', cron: '* * * * *', run: async () => undefined }),
    ).toThrow('registered twice');
    expect(() =>
      jobs.register({ name: 'a.c', cron: 'every day', run: async () => undefined }),
    ).toThrow();
  });

  it('purges ended sessions a day after they ended', async () => {
    const s = await startTestServer();
    try {
      const p = await s.player();
      expect((await s.call(api.security.logout, { token: p.token })).status).toBe(200);
      const purge = s.server.kernel.jobs.get('sessions.purge')!;
      const rows = () =>
        s.testDb.db.kysely
          .selectFrom('session')
          .select('player_id')
          .where('player_id', '=', p.playerId)
          .execute();
      const before = (await rows()).length;
      expect(before).toBeGreaterThan(0);
      await purge.run(s.clock() + 1000);
      expect(await rows()).toHaveLength(before);
      await purge.run(s.clock() + 25 * HOUR);
      expect(await rows()).toHaveLength(0);
      // Each run is counted for monitoring.
      const runs = await s.server.kernel.metrics.jobRuns.get();
      expect(runs.values).toContainEqual(
        expect.objectContaining({ labels: { job: 'sessions.purge', outcome: 'ok' }, value: 2 }),
      );
    } finally {
      await s.close();
    }
  });
});

describe.skipIf(TEST_ENGINE !== 'postgres')('scheduled work on three instances (pg-boss)', () => {
  it('runs a tick once across the instances, and a job sent by hand once', async () => {
    const schema = `t_jobs_${randomBytes(5).toString('hex')}`;
    const runs: { instance: number; tick: number }[] = [];
    const runners = [0, 1, 2].map((instance) => {
      const r = new PgBossJobs({
        connectionString: TEST_PG_URL,
        schema,
        log: quietLog(),
        pollSeconds: 0.5,
        cronPassSeconds: 1,
      });
      r.register({
        name: 'test.minutely',
        cron: '* * * * *',
        run: async (tick) => void runs.push({ instance, tick }),
      });
      return r;
    });
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    const jobRows = async () =>
      (
        await admin.query<{ state: string; minute: string | null; at: string | null }>(
          `select state, singleton_on::text as minute, data->>'at' as at
             from ${schema}.job where name = 'test.minutely'`,
        )
      ).rows;
    const until = async (done: () => boolean, ms: number) => {
      const deadline = performance.now() + ms;
      while (!done() && performance.now() < deadline) await new Promise((d) => setTimeout(d, 250));
      expect(done()).toBe(true);
    };
    try {
      for (const r of runners) await r.start();
      // Every instance reads the one shared queue's depth.
      for (const r of runners) {
        expect(await r.depth()).toEqual([
          { name: 'test.minutely', queued: expect.any(Number), active: expect.any(Number) },
        ]);
      }
      // The first minute boundary after the start.
      await until(() => runs.length > 0, 150_000);
      const first = runs[0]!.tick;

      const before = runs.length;
      await runners[1]!.runNow('test.minutely');
      await until(() => runs.length > before, 30_000);
      // The instances stop (each finishes what it runs), so the runs below are all there will be.
      for (const r of runners) await r.stop();
      const jobs = (await jobRows()).filter((j) => j.state === 'completed');
      // One job per minute (pg-boss's singleton), each run once across the three instances: the
      // runs the instances made are exactly the jobs the database holds as done.
      expect(runs).toHaveLength(jobs.length);
      expect(runs.filter((r) => r.tick === first)).toHaveLength(1);
      const minutes = jobs.filter((j) => j.at === null).map((j) => j.minute);
      expect(new Set(minutes).size).toBe(minutes.length);
      // Cron jobs run for their whole minute; the one sent by hand for its moment, once.
      expect(jobs.filter((j) => j.at !== null)).toHaveLength(1);
      expect(runs.filter((r) => r.tick % 60_000 !== 0)).toHaveLength(1);
      const ticks = runs.map((r) => r.tick);
      expect(new Set(ticks).size).toBe(ticks.length);
    } finally {
      for (const r of runners) await r.stop();
      await admin.end();
      await underSchemaLock((admin) => admin.query(`drop schema if exists ${schema} cascade`));
    }
  }, 240_000);
});
