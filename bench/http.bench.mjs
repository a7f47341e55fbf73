// HTTP benchmark of the server foundation: an authenticated read (/api/player/current) and an
// authenticated write (a settings call) against a bare Fastify route, all measured in this run.
//   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  root,
  saveResults,
  serverArgs,
  startProcess,
  stopProcess,
} from './lib/process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function cannon(opts) {
  return new Promise((done, fail) => {
    autocannon({ duration: seconds, connections, pipelining: 1, ...opts }, (err, result) =>
      err ? fail(err) : done(result),
    );
  });
}

function summary(name, r) {
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'heroroad-bench-'));
const results = [];
try {
  const barePort = await freePort();
  const bare = await startProcess(
    [join(root, 'bench/lib/bare-server.mjs')],
    { PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/api/health`,
  );
  console.log(`baseline: bare Fastify, ${connections} connections, ${seconds} s per run`);
  results.push(
    summary('bare Fastify GET', await cannon({ url: `http://127.0.0.1:${barePort}/bare` })),
  );
  results.push(
    summary(
      'bare Fastify POST',
      await cannon({
        url: `http://127.0.0.1:${barePort}/bare`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"soundMute":true}',
      }),
    ),
  );
  await stopProcess(bare);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    await serverArgs(),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: 'none',
    },
    `${base}/api/health`,
  );
  const reg = await fetch(`${base}/api/security/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'BenchHero',
      password: 'bench-pass',
      acceptPrivacy: true,
      acceptCookies: true,
      acceptAgreement: true,
    }),
  });
  const token = reg.headers.get('jsession');
  const auth = { authorization: token };
  results.push(
    summary(
      'GET /api/player/current',
      await cannon({ url: `${base}/api/player/current`, headers: auth }),
    ),
  );
  results.push(
    summary(
      'POST /api/player/updateSoundMute',
      await cannon({
        url: `${base}/api/player/updateSoundMute`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"soundMute":true}',
      }),
    ),
  );
  await stopProcess(server);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const [bareGet, barePost, read, write] = results;
read.ratioToBaseline = +(read.requestsPerSecond / bareGet.requestsPerSecond).toFixed(3);
write.ratioToBaseline = +(write.requestsPerSecond / barePost.requestsPerSecond).toFixed(3);
console.log('');
console.table(
  results.map((r) => ({
    run: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'vs baseline': r.ratioToBaseline ?? 1,
  })),
);
saveResults('http', { seconds, connections, database: 'sqlite', results });
