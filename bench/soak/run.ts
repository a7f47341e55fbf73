// npm run soak: instances behind nginx on PostgreSQL and Redis, bot players playing the whole game
// at a human pace for a while, an instance killed and restarted now and then; then a report of
// latency per route group, errors by cause, memory and event-loop delay per instance (with their
// slope after warm-up), sockets, the job queue, PostgreSQL connections and slow statements, rows
// and bytes added per player-hour per table, and a final check of the books.
//
//   SOAK_INSTANCES=2 SOAK_PLAYERS=40 SOAK_MINUTES=10 SOAK_KILL_EVERY=0 SOAK_SAMPLE_SECONDS=10
//   SOAK_THINK_MS=1500 SOAK_WARMUP_MINUTES=2 SOAK_CHATTERS_EVERY=10 SOAK_CLOCK_AT=(now)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
//   npm run soak
// Needs the build (npm run soak builds first), nginx, and PostgreSQL and Redis on 127.0.0.1.
// The players and their metered requests are in players.ts, what is read while it runs in
// sample.ts, the report in report.ts, the parameters in settings.ts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type Pg from 'pg';
import { freePortRange, startCluster } from '../../scripts/cluster/cluster.mjs';
import { acknowledgedChat, player } from './players.js';
import { writeReport, type Kill } from './report.js';
import {
  checkBooks,
  sampleOnce,
  slowestStatements,
  storedChat,
  tableSizes,
  type Sample,
} from './sample.js';
import {
  CLOCK_AT,
  DATABASE_URL,
  elapsed,
  INSTANCES,
  KILL_EVERY,
  MINUTES,
  PLAYERS,
  root,
  SAMPLE_S,
  sleep,
  soak,
} from './settings.js';

const pg = createRequire(join(root, 'packages/server/package.json'))('pg') as typeof Pg;

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
    ...(CLOCK_AT ? { clockAt: CLOCK_AT } : {}),
  });
  running = cluster;
  soak.front = cluster.url;
  soak.databaseUrl = cluster.databaseUrl;
  soak.testClock = cluster.testClock;
  soak.started = performance.now();
  soak.deadline = soak.started + MINUTES * 60_000;
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
    while (performance.now() < soak.deadline) {
      samples.push(await sampleOnce(ports, admin, app, `${schema}_jobs`));
      await sleep(SAMPLE_S * 1000);
    }
  })();
  const kills: Kill[] = [];
  const killer = (async () => {
    if (!KILL_EVERY || INSTANCES < 2) return;
    for (let n = 0; ; n++) {
      await sleep(KILL_EVERY * 60_000);
      if (performance.now() > soak.deadline - 30_000) return;
      const i = n % INSTANCES;
      const t = elapsed();
      soak.killWindowEnd = Infinity;
      await cluster.stopInstance(i, 'SIGKILL');
      await cluster.restartInstance(i);
      soak.killWindowEnd = elapsed() + 5;
      kills.push({ t, instance: i, backAfterSeconds: +(elapsed() - t).toFixed(1) });
    }
  })();
  // Players arrive over the first minute, as an evening's crowd does.
  const players = Array.from({ length: PLAYERS }, (_, i) =>
    sleep((60_000 * i) / PLAYERS).then(() => player(cluster.url, i)),
  );
  await Promise.all([...players, sampler, killer]);

  const report = writeReport({
    ports,
    samples,
    kills,
    sizesBefore,
    sizesAfter: await tableSizes(admin, schema),
    slow: await slowestStatements(admin, statements),
    chat: {
      sent: acknowledgedChat.length,
      found: await storedChat(admin, schema, acknowledgedChat),
    },
    chatIds: acknowledgedChat,
    books: await checkBooks(admin, schema),
  });
  await admin.end();
  await stopRunning();
  // The first chatter arrives at once and talks within about twenty seconds: a run of two
  // minutes or more that stored no line checked nothing.
  const talked = MINUTES < 2 || report.acknowledgedChat.sent > 0;
  const ok =
    report.serverErrors === 0 &&
    report.books.problemCount === 0 &&
    report.chatters.failed.length === 0 &&
    talked &&
    report.acknowledgedChat.found === report.acknowledgedChat.sent;
  console.log(
    ok
      ? 'soak: books balanced, no 5xx, every acknowledged line stored'
      : `soak: FAILED the final checks${talked ? '' : ' (no chat line was acknowledged)'}`,
  );
  process.exit(ok ? 0 : 1);
}

/** The cluster while the soak runs: stopped (its schema dropped) if the soak fails or is stopped. */
let running: Awaited<ReturnType<typeof startCluster>> | null = null;
const stopRunning = async () => {
  const cluster = running;
  running = null;
  await cluster?.stop({ dropData: true }).catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopRunning().then(() => process.exit(130)));

try {
  await main();
} catch (e) {
  console.error(e);
  await stopRunning();
  process.exit(1);
}
