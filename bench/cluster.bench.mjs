// The gameplay mix through nginx on one and on two instances, in the same run, on PostgreSQL and
// Redis: what one more instance buys, and the CPU each request costs the instances, nginx and
// PostgreSQL. The figures feed the capacity model in docs/ARCHITECTURE.md.
//   npm run bench:cluster   (BENCH_PLAYERS=40 BENCH_SECONDS=10 BENCH_WARMUP=3 BENCH_INSTANCES=1,2)
// Needs the build (npm run build), nginx, and PostgreSQL and Redis on 127.0.0.1 (DATABASE_URL).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { freePortRange, startCluster } from '../scripts/cluster/cluster.mjs';
import { GamePlayer } from './lib/gameplay-player.mjs';
import { Recorder, jsonClient, runUsers, sleep } from './lib/load.mjs';
import { root, saveResults } from './lib/process.mjs';

const players = Number(process.env.BENCH_PLAYERS ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const prepareStairs = Number(process.env.BENCH_PREPARE_STAIRS ?? 2);
const sizes = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const pg = createRequire(join(root, 'packages/server/package.json'))('pg');

/** CPU seconds (user + system) of the processes, from /proc; a process gone counts nothing. */
function cpuSeconds(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / TICKS;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** The PostgreSQL backends serving the instances (by application name), when on this machine. */
async function backends(admin, application) {
  const { rows } = await admin.query(
    'select pid from pg_stat_activity where application_name = $1',
    [application],
  );
  return rows.map((r) => r.pid).filter((pid) => existsSync(`/proc/${pid}`));
}

async function run(instances, admin) {
  const application = `heroroad-bench-${process.pid}-${instances}`;
  const sep = databaseUrl.includes('?') ? '&' : '?';
  const cluster = await startCluster({
    instances,
    port: await freePortRange(instances + 1),
    quiet: true,
    databaseUrl: `${databaseUrl}${sep}application_name=${application}`,
    schema: `bench_cluster_${process.pid}_${instances}`,
    env: { RATE_LIMIT: 'false', CLIENT_DIR: 'none' },
  });
  const nginxPid = Number(readFileSync(join(cluster.prefix, 'nginx.pid'), 'utf8'));
  const nginxPids = [nginxPid, ...childrenOf(nginxPid)];
  const recorder = new Recorder();
  const client = jsonClient(cluster.url, players, recorder);
  try {
    const list = await Promise.all(
      Array.from({ length: players }, (_, i) =>
        GamePlayer.prepare(client, i, cluster.url, prepareStairs),
      ),
    );
    recorder.calls.clear();
    let done = false;
    const loops = runUsers(
      list,
      (p) => p.step(),
      () => done,
    );
    await sleep(warmup * 1000);
    const instancePids = cluster.members.map((m) => m.child.pid);
    const db = await backends(admin, application);
    const before = [cpuSeconds(instancePids), cpuSeconds(nginxPids), cpuSeconds(db)];
    recorder.start();
    await sleep(seconds * 1000);
    recorder.stop();
    const after = [cpuSeconds(instancePids), cpuSeconds(nginxPids), cpuSeconds(db)];
    done = true;
    await loops;
    const summary = recorder.summary();
    const perRequest = (i) => Math.round(((after[i] - before[i]) * 1e6) / summary.requests);
    return {
      instances,
      ...summary,
      instanceCpuUsPerRequest: perRequest(0),
      nginxCpuUsPerRequest: perRequest(1),
      postgresCpuUsPerRequest: db.length > 0 ? perRequest(2) : null,
      postgresBackends: db.length,
      prepared: list.filter((p) => p.prepared).length,
    };
  } finally {
    await client.close();
    await cluster.stop({ dropData: true });
  }
}

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
  } catch {
    return [];
  }
}

if (!existsSync(join(root, 'packages/server/dist/main.js'))) {
  console.error('bench:cluster measures the built server: run `npm run build` first');
  process.exit(1);
}
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const loadBefore = loadavg()[0];
const results = [];
try {
  console.log(
    `${players} players through nginx (each first plays ${prepareStairs} stairs), ${warmup} s warm-up, ${seconds} s measured, on ${sizes.join(' and ')} instance(s)`,
  );
  for (const n of sizes) results.push(await run(n, admin));
} finally {
  await admin.end();
}
const loadAfter = loadavg()[0];
console.table(
  results.map((r) => ({
    instances: r.instances,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    requests: r.requests,
    'instances CPU µs/req': r.instanceCpuUsPerRequest,
    'nginx CPU µs/req': r.nginxCpuUsPerRequest,
    'PostgreSQL CPU µs/req': r.postgresCpuUsPerRequest ?? 'n/a',
  })),
);
const [one, two] = results;
const scaling = one && two ? +(two.requestsPerSecond / one.requestsPerSecond).toFixed(2) : null;
if (scaling !== null)
  console.log(`scaling factor ${two.instances} / ${one.instances} instance(s): ×${scaling}`);
console.log(
  `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${
    (await import('node:os')).cpus().length
  } cores shared by the load, nginx, the instances and PostgreSQL`,
);
for (const r of results) {
  const failed = r.perCall.filter((c) => Object.keys(c.failures).length > 0);
  if (failed.length > 0)
    console.log(
      `refusals on ${r.instances} (part of play): ${failed.map((c) => `${c.name} ${JSON.stringify(c.failures)}`).join('; ')}`,
    );
}
saveResults('cluster', {
  players,
  seconds,
  warmup,
  loadAverage: { before: loadBefore, after: loadAfter },
  scaling,
  runs: results,
});
