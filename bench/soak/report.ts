// The soak's report: latency per route group, errors by cause, memory and event-loop delay per
// instance with their slope after warm-up, table growth per player-hour, the books; written as
// JSON and as an HTML page of charts to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { counted, errors, groups } from './players.js';
import type { checkBooks, Sample, TableSizes } from './sample.js';
import { chart, percentile, slopePerHour, type Point } from './series.js';
import {
  elapsed,
  INSTANCES,
  KILL_EVERY,
  MINUTES,
  PLAYERS,
  root,
  SAMPLE_S,
  THINK_MS,
  WARMUP_S,
} from './settings.js';

export interface Kill {
  t: number;
  instance: number;
  backAfterSeconds: number;
}

export interface Findings {
  readonly ports: readonly number[];
  readonly samples: readonly Sample[];
  readonly kills: readonly Kill[];
  readonly sizesBefore: TableSizes;
  readonly sizesAfter: TableSizes;
  readonly slow: unknown;
  readonly chat: { sent: number; found: number };
  readonly books: Awaited<ReturnType<typeof checkBooks>>;
}

/** Rows and bytes each table gained per player-hour, the largest first. */
function growthOf(before: TableSizes, after: TableSizes, hours: number) {
  return [...after]
    .map(([table, a]) => {
      const b = before.get(table) ?? { rows: 0, bytes: 0 };
      return {
        table,
        rowsPerPlayerHour: +((a.rows - b.rows) / PLAYERS / hours).toFixed(1),
        bytesPerPlayerHour: Math.round((a.bytes - b.bytes) / PLAYERS / hours),
      };
    })
    .filter((g) => g.rowsPerPlayerHour !== 0 || g.bytesPerPlayerHour !== 0)
    .sort((a, b) => b.bytesPerPlayerHour - a.bytesPerPlayerHour);
}

/** Writes the report and answers it (its samples counted, not listed) for the console. */
export function writeReport(f: Findings) {
  const growth = growthOf(f.sizesBefore, f.sizesAfter, elapsed() / 3600);
  const samples = [...f.samples];
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
      f.ports.map((_, k) => [
        `instance ${k}`,
        samples.map((s) => ({ t: s.t, v: pick(s.instances[k]!) })) as Point[],
      ]),
    );
  const rss = perInstance((i) => i.rss);
  const lag = perInstance((i) => i.lagP99);
  const requests = counted.requests;
  const report = {
    parameters: { INSTANCES, PLAYERS, MINUTES, KILL_EVERY, SAMPLE_S, THINK_MS, WARMUP_S },
    seconds: Math.round(elapsed()),
    requests,
    requestsPerSecond: +(requests / elapsed()).toFixed(1),
    // Players per instance; the processor they take is not measured here (see ARCHITECTURE.md).
    playersPerInstance: +(PLAYERS / INSTANCES).toFixed(1),
    routes,
    errors: Object.fromEntries([...errors].sort((a, b) => b[1] - a[1])),
    serverErrors: [...errors].filter(([k]) => k.startsWith('5')).reduce((a, [, n]) => a + n, 0),
    kills: f.kills,
    memorySlopeMiBPerHour: Object.fromEntries(
      Object.entries(rss).map(([k, v]) => [k, slopePerHour(v, WARMUP_S)]),
    ),
    lagSlopeMsPerHour: Object.fromEntries(
      Object.entries(lag).map(([k, v]) => [k, slopePerHour(v, WARMUP_S)]),
    ),
    growth,
    slowestStatements: f.slow,
    acknowledgedChat: f.chat,
    books: f.books,
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
  return report;
}
