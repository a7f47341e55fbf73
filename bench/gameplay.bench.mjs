// Gameplay load: M players walking, looking at places and fighting battles with the hint, against
// the built server on SQLite, beside a bare Fastify route driven the same way in the same run.
//   npm run bench:gameplay     (BENCH_PLAYERS=50 BENCH_SECONDS=10 BENCH_WARMUP=3 by default)
//   BENCH_PROFILE=/tmp/prof    also writes a CPU profile of the server process there
//   BENCH_SERVER=<main.js>     measures another build of the server against the same load
//   BENCH_CALL=ensure          measures place/v3/ensure alone (each player looks at its road)
//   BENCH_DB=postgres          runs it on PostgreSQL (a schema of its own in DATABASE_URL's
//                              database, postgres://postgres@127.0.0.1:5432/test by default)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { GamePlayer } from './lib/gameplay-player.mjs';
import { Recorder, jsonClient, runUsers, sleep } from './lib/load.mjs';
import {
  freePort,
  root,
  saveResults,
  serverArgs,
  startProcess,
  stopProcess,
} from './lib/process.mjs';

const players = Number(process.env.BENCH_PLAYERS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const profileDir = process.env.BENCH_PROFILE;
const prepareStairs = Number(process.env.BENCH_PREPARE_STAIRS ?? 3);
const BUDGET = { requestsPerSecond: 5000, p99Ms: 25 };
const onPostgres = process.env.BENCH_DB === 'postgres';
const ensureOnly = process.env.BENCH_CALL === 'ensure';
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgSchema = `bench_gameplay_${process.pid}`;
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU seconds a process has used (user + system), from /proc. Other work on the machine changes
 * the requests per second a run reaches; the CPU time per request stays comparable across runs.
 */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Warms up, then measures `step` over every user for the set duration. */
async function measure(users, pid, step) {
  const recorder = users.recorder;
  let done = false;
  const loops = runUsers(users.list, step, () => done);
  await sleep(warmup * 1000);
  const cpuBefore = cpuSeconds(pid);
  recorder.start();
  await sleep(seconds * 1000);
  recorder.stop();
  const cpu = cpuSeconds(pid) - cpuBefore;
  done = true;
  await loops;
  const summary = recorder.summary();
  return {
    ...summary,
    serverCpuUsPerRequest: Math.round((cpu * 1e6) / Math.max(1, summary.requests)),
  };
}

async function baseline() {
  const port = await freePort();
  const bare = await startProcess(
    [join(root, 'bench/lib/bare-server.mjs')],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/api/health`,
  );
  const recorder = new Recorder();
  const client = jsonClient(`http://127.0.0.1:${port}`, players, recorder);
  try {
    // The same shapes as the game's calls: a GET, and a POST with a small JSON body and a session header.
    const list = Array.from({ length: players }, (_, i) => ({ i, n: 0 }));
    return await measure({ list, recorder }, bare.pid, async (u) => {
      u.n++;
      if (u.n % 2 === 0) await client.call('GET /bare', 'GET', '/bare', { token: 'x'.repeat(43) });
      else
        await client.call('POST /bare', 'POST', '/bare', {
          token: 'x'.repeat(43),
          body: { coordinate: u.n },
        });
    });
  } finally {
    await client.close();
    await stopProcess(bare);
  }
}

/** Creates (or, with `drop`, removes) the run's PostgreSQL schema. */
async function pgSchemaCommand(sql) {
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(dir) {
  if (!onPostgres) return `sqlite:${join(dir, 'bench.db')}`;
  const sep = pgUrl.includes('?') ? '&' : '?';
  return `${pgUrl}${sep}options=${encodeURIComponent(`-c search_path=${pgSchema}`)}`;
}

async function gameplay(dir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER runs another build's entry (say, one made from an older commit) for comparison.
  const args = process.env.BENCH_SERVER ? [process.env.BENCH_SERVER] : await serverArgs();
  // The built server is used when there is one: a stale build measures old code.
  console.log(`server: ${args.at(-1)}`);
  const profiled = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...args] : args;
  const server = await startProcess(
    profiled,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(dir),
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: 'none',
    },
    `${base}/api/health`,
  );
  const recorder = new Recorder();
  const client = jsonClient(base, players, recorder);
  try {
    const list = await Promise.all(
      Array.from({ length: players }, (_, i) => GamePlayer.prepare(client, i, base, prepareStairs)),
    );
    recorder.calls.clear();
    const prepared = list.filter((p) => p.prepared).length;
    const summary = await measure({ list, recorder }, server.pid, (p) =>
      ensureOnly ? p.look() : p.step(),
    );
    const battles = list.reduce((a, p) => a + p.stats.battles, 0);
    const won = list.reduce((a, p) => a + p.stats.won, 0);
    const rests = list.reduce((a, p) => a + p.stats.rests, 0);
    const maxStair = Math.max(...list.map((p) => Math.floor(p.player.maxCoordinate / 100)));
    return {
      ...summary,
      battles,
      won,
      rests,
      prepared,
      maxStairOpen: maxStair,
      server: args.at(-1),
    };
  } finally {
    await client.close();
    await stopProcess(server);
  }
}

function failuresOf(summary) {
  return summary.perCall
    .filter((c) => Object.keys(c.failures).length > 0)
    .map((c) => `${c.name}: ${JSON.stringify(c.failures)}`);
}

const dir = mkdtempSync(join(tmpdir(), 'heroroad-gameplay-'));
let bare;
let game;
// Other work on the machine moves requests/s a great deal: the load is recorded with the figures.
const loadBefore = loadavg()[0];
try {
  console.log(
    `${players} players (each first plays ${prepareStairs} stairs as the bot), ${warmup} s warm-up, ${seconds} s measured per run`,
  );
  if (onPostgres) await pgSchemaCommand(`create schema "${pgSchema}"`);
  bare = await baseline();
  game = await gameplay(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (onPostgres) await pgSchemaCommand(`drop schema if exists "${pgSchema}" cascade`);
}

const loadAfter = loadavg()[0];
const ratio = +(game.requestsPerSecond / bare.requestsPerSecond).toFixed(3);
const meets = game.requestsPerSecond >= BUDGET.requestsPerSecond && game.p99Ms < BUDGET.p99Ms;
const row = (run, s) => ({
  run,
  'req/s': s.requestsPerSecond,
  'p50 ms': s.p50Ms,
  'p99 ms': s.p99Ms,
  requests: s.requests,
  share: s.share ?? 1,
  'server CPU µs/req': s.serverCpuUsPerRequest ?? '',
});
console.log('');
console.table([
  row('bare Fastify (GET+POST)', bare),
  row(ensureOnly ? 'place/v3/ensure alone' : 'gameplay mix', game),
  ...game.perCall.map((c) => row(`  ${c.name}`, c)),
]);
console.log(
  `server CPU per request: ${game.serverCpuUsPerRequest} µs (bare ${bare.serverCpuUsPerRequest} µs); load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log(
  `database: ${onPostgres ? 'PostgreSQL' : 'SQLite'}; ${ensureOnly ? 'ensure' : 'gameplay'} / bare: ${ratio}; budget ${BUDGET.requestsPerSecond} req/s with p99 < ${BUDGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'}`,
);
console.log(
  `${game.prepared} of ${players} players conquered the ${prepareStairs} stairs first; battles started ${game.battles}, won ${game.won}; rests ${game.rests}; highest stair open ${game.maxStairOpen + 1}`,
);
const failures = failuresOf(game);
if (failures.length > 0)
  console.log(`expected refusals (part of play):\n  ${failures.join('\n  ')}`);
saveResults(`gameplay${ensureOnly ? '-ensure' : ''}${onPostgres ? '-postgres' : ''}`, {
  call: ensureOnly ? 'place/v3/ensure' : 'mix',
  players,
  seconds,
  warmup,
  database: onPostgres ? 'postgresql' : 'sqlite',
  loadAverage: { before: loadBefore, after: loadAfter },
  budget: BUDGET,
  meetsBudget: meets,
  ratioToBaseline: ratio,
  baseline: bare,
  gameplay: game,
});
