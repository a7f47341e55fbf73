// What the soak reads while it runs and at its end: each instance's metrics, PostgreSQL's
// connections and table sizes, and the books (every balance against its ledger).
import type Pg from 'pg';
import { readCpu, type CpuReading } from './cpu.js';
import { realFetch } from './players.js';
import { metricSum, parseMetrics } from './series.js';
import { elapsed, SAMPLE_S } from './settings.js';

export interface Sample {
  t: number;
  instances: { rss: number; lagP99: number; sockets: number; cpuSeconds: number; up: boolean }[];
  jobsQueued: number;
  /** The latest start of a job begun since the last sample, behind its due time (seconds). */
  jobLagS: number;
  jobsStarted: number;
  pgConnections: number;
  cpu: CpuReading;
}

export async function sampleOnce(
  ports: number[],
  admin: Pg.Client,
  app: string,
  jobsSchema: string,
): Promise<Sample> {
  const instances = await Promise.all(
    ports.map(async (port) => {
      try {
        const text = await (await realFetch(`http://127.0.0.1:${port}/metrics`)).text();
        const m = parseMetrics(text);
        return {
          rss: metricSum(m, 'heroroad_process_resident_memory_bytes') / 2 ** 20,
          lagP99: metricSum(m, 'heroroad_nodejs_eventloop_lag_p99_seconds') * 1000,
          sockets: metricSum(m, 'heroroad_realtime_connections'),
          cpuSeconds: metricSum(m, 'heroroad_process_cpu_seconds_total'),
          up: true,
          queued: metricSum(m, 'heroroad_job_queue_depth', 'state="queued"'),
        };
      } catch {
        return { rss: 0, lagP99: 0, sockets: 0, cpuSeconds: 0, up: false, queued: 0 };
      }
    }),
  );
  const conns = await admin.query(
    'select count(*)::int as n from pg_stat_activity where application_name like $1',
    [`${app}%`],
  );
  // pg-boss's own rows: when each job was due (start_after) and when a worker took it.
  const jobs = await admin
    .query(
      `select coalesce(max(extract(epoch from started_on - start_after)), 0)::float8 as lag,
              count(*)::int as n
         from "${jobsSchema}".job
        where started_on > now() - make_interval(secs => $1)`,
      [SAMPLE_S],
    )
    .then(
      (r) => ({ lag: Math.max(0, r.rows[0].lag as number), n: r.rows[0].n as number }),
      () => ({ lag: 0, n: 0 }),
    );
  return {
    t: elapsed(),
    jobLagS: +jobs.lag.toFixed(2),
    jobsStarted: jobs.n,
    instances: instances.map(({ queued: _q, ...rest }) => rest),
    jobsQueued: Math.max(0, ...instances.map((i) => i.queued)),
    pgConnections: conns.rows[0].n,
    cpu: readCpu(),
  };
}

export type TableSizes = Map<string, { rows: number; bytes: number }>;

export async function tableSizes(admin: Pg.Client, schema: string): Promise<TableSizes> {
  const r = await admin.query(
    `select relname as table, n_live_tup::bigint as rows, pg_total_relation_size(relid)::bigint as bytes
       from pg_stat_user_tables where schemaname = $1`,
    [schema],
  );
  return new Map(
    r.rows.map((x: { table: string; rows: string; bytes: string }) => [
      x.table,
      { rows: Number(x.rows), bytes: Number(x.bytes) },
    ]),
  );
}

/** Every balance equals its ledger: the player's column is the last line's balance, and each
 * line's balance is the one before plus its change. */
export async function checkBooks(admin: Pg.Client, schema: string) {
  const problems: string[] = [];
  const lines = await admin.query(
    `select player_id, currency, delta::float8 as delta, balance_after::float8 as after
       from ${schema}.currency_ledger order by player_id, currency, id`,
  );
  const last = new Map<string, number>();
  for (const l of lines.rows as {
    player_id: string;
    currency: string;
    delta: number;
    after: number;
  }[]) {
    const key = `${l.player_id}:${l.currency}`;
    const before = last.get(key);
    if (before !== undefined && Math.abs(before + l.delta - l.after) > 1e-6)
      problems.push(`player ${l.player_id} ${l.currency}: ${before} + ${l.delta} ≠ ${l.after}`);
    last.set(key, l.after);
  }
  const { COLUMNS } = await import('../../packages/server/src/economy/balances.js');
  const cols = Object.entries(COLUMNS);
  const players = await admin.query(
    `select id, ${cols.map(([, c]) => `${c}::float8 as ${c}`).join(', ')} from ${schema}.player`,
  );
  for (const p of players.rows as Record<string, number | string>[]) {
    for (const [currency, col] of cols) {
      const after = last.get(`${p.id}:${currency}`);
      if (after !== undefined && Math.abs(after - Number(p[col])) > 1e-6)
        problems.push(`player ${p.id} ${currency}: column ${p[col]}, ledger ${after}`);
    }
  }
  return {
    ledgerLines: lines.rowCount ?? 0,
    players: players.rowCount ?? 0,
    problems: problems.slice(0, 50),
    problemCount: problems.length,
  };
}

/** The slowest statements by mean time, when pg_stat_statements is loaded. */
export async function slowestStatements(admin: Pg.Client, loaded: boolean) {
  if (!loaded)
    return 'pg_stat_statements is not loaded on this PostgreSQL (shared_preload_libraries)';
  const r = await admin.query(
    `select left(query, 160) as query, calls::int, round(mean_exec_time::numeric, 2)::float8 as mean_ms,
            round(max_exec_time::numeric, 2)::float8 as max_ms
       from pg_stat_statements order by mean_exec_time desc limit 10`,
  );
  return r.rows;
}

/** How many of the acknowledged chat lines are stored. */
export async function storedChat(admin: Pg.Client, schema: string, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const r = await admin.query(
    `select count(*)::int as n from ${schema}.chat_message where id = any($1)`,
    [ids],
  );
  return r.rows[0].n as number;
}
