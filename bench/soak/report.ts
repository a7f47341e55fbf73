// The soak's report: latency per route group, errors by cause, memory and event-loop delay per
// instance with their slope after warm-up, table growth per player-hour, the books; written as
// JSON and as an HTML page of charts to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gained } from './cpu.js';
import { chatters, counted, errors, groups } from './players.js';
import type { checkBooks, Sample, TableSizes } from './sample.js';
import { sockets } from './sockets.js';
import { chart, percentile, slopePerHour, type Point } from './series.js';
import {
  elapsed,
  INSTANCES,
  KILL_EVERY,
  MINUTES,
  PLAYERS,
  root,
  SAMPLE_S,
  SUMMARY,
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
  /** The acknowledged chat lines' ids. */
  readonly chatIds: readonly number[];
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

/**
 * The processor each part took after warm-up, in cores (processor seconds per second), and the
 * players that makes per core: the instances alone, and with PostgreSQL beside them.
 */
function processorOf(samples: readonly Sample[], instances: number) {
  const after = samples.filter((s) => s.t >= WARMUP_S);
  const first = after[0];
  const last = after.at(-1);
  if (!first || !last || last.t - first.t < SAMPLE_S) return null;
  const span = last.t - first.t;
  const cores = (seconds: number) => +(seconds / span).toFixed(3);
  const perInstance = Array.from({ length: instances }, (_, k) =>
    cores(gained(after.filter((s) => s.instances[k]!.up).map((s) => s.instances[k]!.cpuSeconds))),
  );
  const instancesCores = perInstance.reduce((a, b) => a + b, 0);
  const postgres = cores(last.cpu.postgres - first.cpu.postgres);
  return {
    fromSecond: Math.round(first.t),
    seconds: Math.round(span),
    instanceCores: perInstance,
    postgresCores: postgres,
    botCores: cores(last.cpu.bots - first.cpu.bots),
    machineBusyCores: cores(last.cpu.machineBusy - first.cpu.machineBusy),
    machineCores: cores(last.cpu.machineAll - first.cpu.machineAll),
    playersPerInstanceCore: instancesCores > 0 ? Math.round(PLAYERS / instancesCores) : null,
    playersPerCoreWithPostgres:
      instancesCores + postgres > 0 ? Math.round(PLAYERS / (instancesCores + postgres)) : null,
  };
}

/**
 * Each life of an instance (a restart begins a new one: a sample that found it down, or its
 * processor counter starting again from zero), with its peak resident memory and the slope after
 * its own warm-up: a restarted process fills its caches again, and one slope over the whole run
 * would mix the restart's drop with that.
 */
function memoryByLife(samples: readonly Sample[], k: number) {
  const lives: Point[][] = [[]];
  let cpu = -1;
  for (const s of samples) {
    const i = s.instances[k]!;
    const restarted = !i.up || i.cpuSeconds < cpu;
    cpu = i.up ? i.cpuSeconds : -1;
    if (restarted && lives.at(-1)!.length > 0) lives.push([]);
    if (i.up) lives.at(-1)!.push({ t: s.t, v: i.rss });
  }
  return lives
    .filter((life) => life.length > 0)
    .map((life) => {
      const slope = slopePerHour(life, life[0]!.t + WARMUP_S);
      return {
        fromSecond: Math.round(life[0]!.t),
        toSecond: Math.round(life.at(-1)!.t),
        peakMiB: Math.round(Math.max(...life.map((p) => p.v))),
        slopeMiBPerMinuteAfterWarmUp: slope === null ? null : +(slope / 60).toFixed(2),
      };
    });
}

/** How the players' sockets fared, and how many sockets each acknowledged chat line reached. */
function socketsOf(acknowledged: readonly number[]) {
  const reached = acknowledged.map((id) => sockets.chatDeliveries.get(id) ?? 0);
  const sorted = [...reached].sort((a, b) => a - b);
  return {
    connected: sockets.connected,
    dropped: sockets.dropped,
    failed: Object.fromEntries(sockets.failed),
    messages: sockets.messages,
    chatLinesHeard: reached.filter((n) => n > 0).length,
    chatLinesSent: acknowledged.length,
    socketsPerChatLineP50: percentile(sorted, 50),
  };
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
        requests: s.length + g.duringKills,
        duringKills: g.duringKills,
        p50: +percentile(s, 50).toFixed(1),
        p99: +percentile(s, 99).toFixed(1),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  // The target: gameplay calls under 100 ms at the 99th percentile outside the kill windows
  // (routes with fewer than 100 such calls say little at that percentile).
  const over100 = routes.filter((r) => r.requests - r.duringKills >= 100 && r.p99 >= 100);
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
    playersPerInstance: +(PLAYERS / INSTANCES).toFixed(1),
    processor: processorOf(samples, f.ports.length),
    routesP99Over100ms: over100.map((r) => `${r.group} ${r.p99} ms`),
    routes,
    errors: Object.fromEntries([...errors].sort((a, b) => b[1] - a[1])),
    serverErrors: [...errors].filter(([k]) => k.startsWith('5')).reduce((a, [, n]) => a + n, 0),
    kills: f.kills,
    memoryByLife: Object.fromEntries(
      f.ports.map((_, k) => [`instance ${k}`, memoryByLife(samples, k)]),
    ),
    jobs: {
      started: samples.reduce((a, s) => a + s.jobsStarted, 0),
      maxLagSeconds: Math.max(0, ...samples.map((s) => s.jobLagS)),
      maxQueued: Math.max(0, ...samples.map((s) => s.jobsQueued)),
    },
    lagSlopeMsPerHour: Object.fromEntries(
      Object.entries(lag).map(([k, v]) => [k, slopePerHour(v, WARMUP_S)]),
    ),
    growth,
    slowestStatements: f.slow,
    acknowledgedChat: f.chat,
    chatters,
    sockets: socketsOf(f.chatIds),
    books: f.books,
    samples,
  };
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(join(dir, `soak-${stamp}.json`), JSON.stringify(report, null, 2));
  const p99 = Object.fromEntries(
    [...groups]
      .sort((a, b) => b[1].latencies.length - a[1].latencies.length)
      .slice(0, 6)
      .map(([name, g]) => [
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
${chart('Job lag (latest start behind its due time)', 's', { lag: samples.map((s) => ({ t: s.t, v: s.jobLagS })) })}
<h2>Routes</h2><table><tr><th>group<th>requests<th>p50 ms<th>p99 ms</tr>${routes.map((r) => `<tr><td>${r.group}<td>${r.requests}<td>${r.p50}<td>${r.p99}`).join('')}</table>
<h2>Growth per player-hour</h2><table><tr><th>table<th>rows<th>bytes</tr>${growth.map((g) => `<tr><td>${g.table}<td>${g.rowsPerPlayerHour}<td>${g.bytesPerPlayerHour}`).join('')}</table>`;
  writeFileSync(join(dir, `soak-${stamp}.html`), html);
  const shown = SUMMARY
    ? {
        parameters: report.parameters,
        requests: report.requests,
        serverErrors: report.serverErrors,
        routesP99Over100ms: report.routesP99Over100ms,
        errors: report.errors,
        kills: report.kills,
        jobs: report.jobs,
        memoryByLife: report.memoryByLife,
        acknowledgedChat: report.acknowledgedChat,
        chatters: report.chatters,
        sockets: report.sockets,
        books: { ...report.books, problems: report.books.problems.slice(0, 5) },
      }
    : { ...report, samples: `${samples.length} samples` };
  console.log(JSON.stringify(shown, null, 2));
  console.log(`\nsoak: report in bench/results/soak-${stamp}.json and .html`);
  return report;
}
