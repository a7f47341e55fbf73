// npm run soak: instances behind nginx on PostgreSQL and Redis, bot players playing the whole game
// at a human pace for a while, an instance killed and restarted now and then; then a report of
// latency per route group, errors by cause, memory and event-loop delay per instance (with their
// slope after warm-up), sockets, the job queue, PostgreSQL connections and slow statements, rows
// and bytes added per player-hour per table, and a final check of the books.
//
//   SOAK_INSTANCES=2 SOAK_PLAYERS=40 SOAK_MINUTES=10 SOAK_KILL_EVERY=0 SOAK_SAMPLE_SECONDS=10
//   SOAK_THINK_MS=1500 SOAK_WARMUP_MINUTES=2 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//   npm run soak
// Needs the build (npm run soak builds first), nginx, and PostgreSQL and Redis on 127.0.0.1.
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Bot, isApiError, type GameClient } from '@heroroad/bot';
import { api } from '@heroroad/protocol';
import type Pg from 'pg';
import { freePortRange, startCluster } from '../../scripts/cluster/cluster.mjs';
import { chart, metricSum, parseMetrics, percentile, slopePerHour, type Point } from './series.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const INSTANCES = env('SOAK_INSTANCES', 2);
const PLAYERS = env('SOAK_PLAYERS', 40);
const MINUTES = env('SOAK_MINUTES', 10);
const KILL_EVERY = env('SOAK_KILL_EVERY', 0);
const SAMPLE_S = env('SOAK_SAMPLE_SECONDS', 10);
const THINK_MS = env('SOAK_THINK_MS', 1500);
const WARMUP_S = env('SOAK_WARMUP_MINUTES', Math.min(2, MINUTES / 4)) * 60;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = createRequire(join(root, 'packages/server/package.json'))('pg') as typeof Pg;

let started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;
let deadline = Infinity;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
/** A person's pause between two actions: exponential around the mean, at most 4 means. */
const think = () => sleep(Math.min(4 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS));

class SoakOver extends Error {}

/** Until when answers count as the last kill's: while the instance is down and 5 s after. */
let killWindowEnd = -1;

// --- every request the bots send, timed per route group, at a human pace ---------------------
interface Group {
  latencies: number[];
  windows: Map<number, number[]>;
}
const groups = new Map<string, Group>();
const errors = new Map<string, number>();
let requests = 0;
const groupOf = (url: string) => {
  const path = new URL(url).pathname.split('/').filter(Boolean);
  return path[0] === 'api' ? (path[1] ?? 'api') : 'page';
};
const realFetch = globalThis.fetch;
/** The load balancer's address: only the players' requests through it are paced and counted. */
let front = '';
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!front || !url.startsWith(front)) return realFetch(input, init);
  if (performance.now() > deadline) throw new SoakOver('the soak is over');
  await think();
  const g = groupOf(url);
  const at = performance.now();
  try {
    const res = await realFetch(input, init);
    const ms = performance.now() - at;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { latencies: [], windows: new Map() }));
    group.latencies.push(ms);
    const w = Math.floor(elapsed() / SAMPLE_S);
    group.windows.set(w, [...(group.windows.get(w) ?? []), ms]);
    requests++;
    if (res.status >= 400) {
      const code = await res
        .clone()
        .json()
        .then(
          (b: unknown) => (b as { code?: string }).code ?? '',
          () => '',
        );
      // An instance killed mid-request leaves nginx a 502 for what it held (a POST is not
      // retried elsewhere): counted apart, as the kill's.
      const killed = res.status >= 500 && elapsed() < killWindowEnd;
      const cause = `${killed ? 'kill: ' : ''}${res.status} ${g} ${code}`.trim();
      errors.set(cause, (errors.get(cause) ?? 0) + 1);
    }
    return res;
  } catch (e) {
    const cause = `network ${g} ${(e as Error).message.slice(0, 60)}`;
    errors.set(cause, (errors.get(cause) ?? 0) + 1);
    throw e;
  }
};

// --- the players -----------------------------------------------------------------------------
const acknowledgedChat: number[] = [];
const playerIds: number[] = [];

async function player(url: string, i: number): Promise<void> {
  // Each player plays the road (battles, heroes, shops, tasks, worlds, clans) and, beside it,
  // talks in the chat and writes to another player now and then; a restart of its instance
  // leaves it to go on with its session, as a browser tab does.
  let session: string | undefined;
  const name = `soak${process.pid % 10000}x${i}`;
  for (let round = 0; performance.now() < deadline; round++) {
    const bot = new Bot({
      url,
      stairs: 400,
      name: round === 0 ? name : undefined,
      ...(session ? { session } : {}),
      maxWaitSeconds: MINUTES * 60,
      log: () => undefined,
    });
    const social = talk(bot.client, i);
    try {
      await bot.run();
    } catch (e) {
      if (!(e instanceof SoakOver))
        errors.set(
          `bot ${(e as Error).message.slice(0, 60)}`,
          1 + (errors.get(`bot ${(e as Error).message.slice(0, 60)}`) ?? 0),
        );
    }
    session = bot.client.token ?? session;
    await social.catch(() => undefined);
    if (performance.now() < deadline) await sleep(5000);
  }
}

async function talk(client: GameClient, i: number): Promise<void> {
  while (performance.now() < deadline) {
    await sleep(30_000 + Math.random() * 60_000);
    if (!client.token) continue;
    try {
      const me = await client.call(api.player.idCurrent, {});
      if (!playerIds.includes(me.id)) playerIds.push(me.id);
      const line = await client.call(api.chat.send, {
        params: { room: 'MAIN' },
        body: { text: `soak ${i} at ${Math.round(elapsed())} s` },
      });
      acknowledgedChat.push(line.id);
      const partner = playerIds[Math.floor(Math.random() * playerIds.length)];
      if (partner && partner !== me.id) {
        await client.call(api.mail.send, {
          params: { partner },
          body: { text: `hello from soak player ${i}` },
        });
      }
    } catch (e) {
      if (e instanceof SoakOver) return;
      if (!isApiError(e)) throw e;
    }
  }
}

// --- samples ---------------------------------------------------------------------------------
interface Sample {
  t: number;
  instances: { rss: number; lagP99: number; sockets: number; up: boolean }[];
  jobsQueued: number;
  pgConnections: number;
}

async function sampleOnce(ports: number[], admin: Pg.Client, app: string): Promise<Sample> {
  const instances = await Promise.all(
    ports.map(async (port) => {
      try {
        const text = await (await realFetch(`http://127.0.0.1:${port}/metrics`)).text();
        const m = parseMetrics(text);
        return {
          rss: metricSum(m, 'heroroad_process_resident_memory_bytes') / 2 ** 20,
          lagP99: metricSum(m, 'heroroad_nodejs_eventloop_lag_p99_seconds') * 1000,
          sockets: metricSum(m, 'heroroad_realtime_connections'),
          up: true,
          queued: metricSum(m, 'heroroad_job_queue_depth', 'state="queued"'),
        };
      } catch {
        return { rss: 0, lagP99: 0, sockets: 0, up: false, queued: 0 };
      }
    }),
  );
  const conns = await admin.query(
    'select count(*)::int as n from pg_stat_activity where application_name like $1',
    [`${app}%`],
  );
  return {
    t: elapsed(),
    instances: instances.map(({ queued: _q, ...rest }) => rest),
    jobsQueued: Math.max(0, ...instances.map((i) => i.queued)),
    pgConnections: conns.rows[0].n,
  };
}

async function tableSizes(admin: Pg.Client, schema: string) {
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
async function checkBooks(admin: Pg.Client, schema: string) {
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

async function main() {
  const app = `heroroad-soak-${process.pid}`;
  const schema = `soak_${process.pid}`;
  const sep = DATABASE_URL.includes('?') ? '&' : '?';
  console.log(
    `soak: ${INSTANCES} instances, ${PLAYERS} players, ${MINUTES} min, kill every ${KILL_EVERY || 'never'} min`,
  );
  const cluster = await startCluster({
    instances: INSTANCES,
    port: await freePortRange(INSTANCES + 1),
    quiet: true,
    databaseUrl: `${DATABASE_URL}${sep}application_name=${app}`,
    schema,
    env: { RATE_LIMIT: 'false', CLIENT_DIR: 'none', METRICS_OPEN: 'true' },
  });
  front = cluster.url;
  started = performance.now();
  deadline = started + MINUTES * 60_000;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const statements = await admin
    .query("select 1 from pg_extension where extname = 'pg_stat_statements'")
    .then(
      (r) => r.rowCount === 1,
      () => false,
    );
  if (statements) await admin.query('select pg_stat_statements_reset()').catch(() => undefined);
  const sizesBefore = await tableSizes(admin, schema);
  const samples: Sample[] = [];
  const ports = cluster.members.map((m) => m.port);
  const sampler = (async () => {
    while (performance.now() < deadline) {
      samples.push(await sampleOnce(ports, admin, app));
      await sleep(SAMPLE_S * 1000);
    }
  })();
  const kills: { t: number; instance: number; backAfterSeconds: number }[] = [];
  const killer = (async () => {
    if (!KILL_EVERY || INSTANCES < 2) return;
    for (let n = 0; ; n++) {
      await sleep(KILL_EVERY * 60_000);
      if (performance.now() > deadline - 30_000) return;
      const i = n % INSTANCES;
      const t = elapsed();
      killWindowEnd = Infinity;
      await cluster.stopInstance(i, 'SIGKILL');
      await cluster.restartInstance(i);
      killWindowEnd = elapsed() + 5;
      kills.push({ t, instance: i, backAfterSeconds: +(elapsed() - t).toFixed(1) });
    }
  })();
  // Players arrive over the first minute, as an evening's crowd does.
  const players = Array.from({ length: PLAYERS }, (_, i) =>
    sleep((60_000 * i) / PLAYERS).then(() => player(cluster.url, i)),
  );
  await Promise.all([...players, sampler, killer]);
  const hours = elapsed() / 3600;

  const sizesAfter = await tableSizes(admin, schema);
  const growth = [...sizesAfter]
    .map(([table, a]) => {
      const b = sizesBefore.get(table) ?? { rows: 0, bytes: 0 };
      return {
        table,
        rowsPerPlayerHour: +((a.rows - b.rows) / PLAYERS / hours).toFixed(1),
        bytesPerPlayerHour: Math.round((a.bytes - b.bytes) / PLAYERS / hours),
      };
    })
    .filter((g) => g.rowsPerPlayerHour !== 0 || g.bytesPerPlayerHour !== 0)
    .sort((a, b) => b.bytesPerPlayerHour - a.bytesPerPlayerHour);
  const slow = statements
    ? (
        await admin.query(
          `select left(query, 160) as query, calls::int, round(mean_exec_time::numeric, 2)::float8 as mean_ms,
                  round(max_exec_time::numeric, 2)::float8 as max_ms
             from pg_stat_statements order by mean_exec_time desc limit 10`,
        )
      ).rows
    : 'pg_stat_statements is not loaded on this PostgreSQL (shared_preload_libraries)';
  const chatFound = acknowledgedChat.length
    ? (
        await admin.query(
          `select count(*)::int as n from ${schema}.chat_message where id = any($1)`,
          [acknowledgedChat],
        )
      ).rows[0].n
    : 0;
  const books = await checkBooks(admin, schema);

  const routes = [...groups]
    .map(([group, g]) => {
      const s = [...g.latencies].sort((a, b) => a - b);
      return {
        group,
        requests: s.length,
        p50: +percentile(s, 50).toFixed(1),
        p99: +percentile(s, 99).toFixed(1),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  const perInstance = (pick: (i: Sample['instances'][number]) => number) =>
    Object.fromEntries(
      ports.map((_, k) => [
        `instance ${k}`,
        samples.map((s) => ({ t: s.t, v: pick(s.instances[k]!) })) as Point[],
      ]),
    );
  const rss = perInstance((i) => i.rss);
  const lag = perInstance((i) => i.lagP99);
  const report = {
    parameters: { INSTANCES, PLAYERS, MINUTES, KILL_EVERY, SAMPLE_S, THINK_MS, WARMUP_S },
    seconds: Math.round(elapsed()),
    requests,
    requestsPerSecond: +(requests / elapsed()).toFixed(1),
    playersPerInstancePerCore: +(PLAYERS / INSTANCES).toFixed(1),
    routes,
    errors: Object.fromEntries([...errors].sort((a, b) => b[1] - a[1])),
    serverErrors: [...errors].filter(([k]) => k.startsWith('5')).reduce((a, [, n]) => a + n, 0),
    kills,
    memorySlopeMiBPerHour: Object.fromEntries(
      Object.entries(rss).map(([k, v]) => [k, slopePerHour(v, WARMUP_S)]),
    ),
    lagSlopeMsPerHour: Object.fromEntries(
      Object.entries(lag).map(([k, v]) => [k, slopePerHour(v, WARMUP_S)]),
    ),
    growth,
    slowestStatements: slow,
    acknowledgedChat: { sent: acknowledgedChat.length, found: chatFound },
    books,
    samples,
  };
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(dir, `soak-${stamp}.json`), JSON.stringify(report, null, 2));
  const p99 = Object.fromEntries(
    [...groups].slice(0, 6).map(([name, g]) => [
      name,
      [...g.windows].map(([w, ms]) => ({
        t: w * SAMPLE_S,
        v: percentile(
          [...ms].sort((a, b) => a - b),
          99,
        ),
      })),
    ]),
  );
  const html = `<!doctype html><meta charset="utf-8"><title>Hero Road soak</title>
<style>body{font:14px sans-serif;margin:2em}td,th{padding:2px 8px;text-align:right}</style>
<h1>Soak: ${PLAYERS} players on ${INSTANCES} instances, ${report.seconds} s</h1>
<pre>${JSON.stringify({ ...report, samples: undefined, routes: undefined, growth: undefined }, null, 1).replace(/</g, '&lt;')}</pre>
${chart('Resident memory per instance', 'MiB', rss)}
${chart('Event-loop delay p99 per instance', 'ms', lag)}
${chart('Request p99 by route group', 'ms', p99)}
${chart(
  'Sockets per instance',
  'connections',
  perInstance((i) => i.sockets),
)}
${chart('PostgreSQL connections and queued jobs', 'count', { connections: samples.map((s) => ({ t: s.t, v: s.pgConnections })), 'jobs queued': samples.map((s) => ({ t: s.t, v: s.jobsQueued })) })}
<h2>Routes</h2><table><tr><th>group<th>requests<th>p50 ms<th>p99 ms</tr>${routes.map((r) => `<tr><td>${r.group}<td>${r.requests}<td>${r.p50}<td>${r.p99}`).join('')}</table>
<h2>Growth per player-hour</h2><table><tr><th>table<th>rows<th>bytes</tr>${growth.map((g) => `<tr><td>${g.table}<td>${g.rowsPerPlayerHour}<td>${g.bytesPerPlayerHour}`).join('')}</table>`;
  writeFileSync(join(dir, `soak-${stamp}.html`), html);
  console.log(JSON.stringify({ ...report, samples: `${samples.length} samples` }, null, 2));
  console.log(`\nsoak: report in bench/results/soak-${stamp}.json and .html`);
  await admin.end();
  await cluster.stop({ dropData: true });
  const ok =
    report.serverErrors === 0 && books.problemCount === 0 && chatFound === acknowledgedChat.length;
  console.log(
    ok
      ? 'soak: books balanced, no 5xx, every acknowledged line stored'
      : 'soak: FAILED the final checks',
  );
  process.exit(ok ? 0 : 1);
}

await main();
