import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  now,
  type Kind,
  type LoadReply,
  type LoadRequest,
  type MemorySample,
  type Pauses,
  type ServerReply,
  type ServerRequest,
  type Session,
} from './protocol.js';
import { percentile, summarise } from './stats.js';

/**
 * STOMP fan-out benchmark (GUIDE budgets): as many STOMP connections as one server process may
 * hold, the server's memory per connection, and how long a MAIN chat message posted over HTTP
 * takes to reach every subscriber, beside a bare `ws` broadcast to the same number of sockets
 * measured in the same run (messages of the two kinds alternate).
 *
 *   CONNECTIONS=19500 MESSAGES=60 npm run bench:stomp
 *
 * On a shared two-core machine one slow message (the scheduler, another process) moves the p99 of
 * all deliveries, so the median over messages of each message's own p99 is printed beside it.
 */
const here = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 19_500);
const MESSAGES = Number(process.env.MESSAGES ?? 60);
const WARMUP = 3;
/** Each load generator holds two sockets per session; this keeps it well under 20,000 files. */
const PER_PROCESS = Number(process.env.PER_PROCESS ?? 5000);
const PROCESSES = Math.max(1, Math.ceil(CONNECTIONS / PER_PROCESS));
const EXEC_ARGV = ['--conditions=source', '--import', 'tsx', '--expose-gc'];

let finished = false;

function child(file: string, env: Record<string, string> = {}): ChildProcess {
  const proc = fork(join(here, file), [], {
    execArgv: EXEC_ARGV,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  proc.on('exit', (code) => {
    if (finished || code === 0) return;
    console.error(`[bench:stomp] ${file} stopped with code ${code}; giving up`);
    process.exit(1);
  });
  return proc;
}

function reply<T>(proc: ChildProcess, type: string, timeoutMs = 600_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} in time`)), timeoutMs);
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      proc.off('message', on);
      resolve(m as T);
    };
    proc.on('message', on);
  });
}

async function memory(proc: ChildProcess): Promise<MemorySample> {
  const r = reply<Extract<ServerReply, { type: 'memory' }>>(proc, 'memory');
  proc.send({ cmd: 'memory' } satisfies ServerRequest);
  return (await r).sample;
}

const log = (line: string) => console.log(`[bench:stomp] ${line}`);

log(
  `${CONNECTIONS} connections in ${PROCESSES} load generators, ${MESSAGES} messages of each kind`,
);
const dbDir = mkdtempSync(join(tmpdir(), 'heroroad-bench-'));
const DB_FILE = join(dbDir, 'bench.db');
const prepare = child('server.ts', {
  DB_FILE,
  PREPARE: '1',
  CONNECTIONS: String(CONNECTIONS),
  SENDERS: String(WARMUP + MESSAGES),
});
const prepared = await reply<Extract<ServerReply, { type: 'prepared' }>>(prepare, 'prepared');
const sessions: Session[] = prepared.sessions;
const senders = prepared.senders;
log(`${sessions.length} guests and ${senders.length} senders registered`);
const hero = child('server.ts', { DB_FILE });
const baseline = child('baseline.ts');
const heroUp = await reply<Extract<ServerReply, { type: 'listening' }>>(hero, 'listening');
const rawUp = await reply<Extract<ServerReply, { type: 'listening' }>>(baseline, 'listening');
log(`servers up (Hero Road :${heroUp.port}, raw ws :${rawUp.port})`);

const memBefore = { hero: await memory(hero), raw: await memory(baseline) };
const loaders = Array.from({ length: PROCESSES }, (_, i) => {
  const proc = child('loadgen.ts');
  proc.on('message', (m: LoadReply) => {
    if (m.type === 'progress' && m.open % 4000 === 0) log(`generator ${i}: ${m.open} sockets`);
  });
  return proc;
});
const shares = loaders.map((_, i) => sessions.slice(i * PER_PROCESS, (i + 1) * PER_PROCESS));

/** Opens sessions [from, to) of every generator's share. */
async function connect(from: (share: Session[]) => number, to: (share: Session[]) => number) {
  await Promise.all(
    loaders.map(async (proc, i) => {
      const share = shares[i]!;
      const ready = reply<Extract<LoadReply, { type: 'ready' }>>(proc, 'ready');
      proc.send({
        cmd: 'connect',
        stompPort: heroUp.port,
        rawPort: rawUp.port,
        // One loopback source address per generator: its own range of ephemeral ports.
        localAddress: `127.0.0.${10 + i}`,
        sessions: share.slice(from(share), to(share)),
        first: from(share),
        total: share.length,
      } satisfies LoadRequest);
      const r = await ready;
      if (r.failed > 0) log(`generator ${i}: ${r.failed} sockets failed to open`);
    }),
  );
  await new Promise((r) => setTimeout(r, 2000));
}

// Memory is read with half and with all sockets open: the second half shows what one more
// connection costs, without the fixed growth of the heap that any load causes first.
const started = Date.now();
const half = (share: Session[]) => Math.ceil(share.length / 2);
await connect(() => 0, half);
const memHalf = { hero: await memory(hero), raw: await memory(baseline) };
await connect(half, (share) => share.length);
log(`all sockets open in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const memAfter = { hero: await memory(hero), raw: await memory(baseline) };

/** Waits until every generator has the message on all its sockets (or gives up). */
function delivered(key: string, timeoutMs = 30_000): Promise<boolean> {
  return new Promise((resolve) => {
    let left = loaders.length;
    const timer = setTimeout(() => finish(false), timeoutMs);
    const handlers = loaders.map((proc) => {
      const on = (m: LoadReply) => {
        if (m.type === 'got' && m.key === key && --left === 0) finish(true);
      };
      proc.on('message', on);
      return on;
    });
    function finish(ok: boolean) {
      clearTimeout(timer);
      loaders.forEach((p, i) => p.off('message', handlers[i]!));
      resolve(ok);
    }
  });
}

const sentAt = new Map<string, number>();
const requestMs: Record<Kind, number[]> = { stomp: [], raw: [] };
let sender = 0;

async function post(kind: Kind, seq: number): Promise<void> {
  const key = `${kind}:${seq}`;
  const text = `bench ${seq}`;
  const done = delivered(key);
  const t0 = now();
  sentAt.set(key, t0);
  const res =
    kind === 'stomp'
      ? await fetch(`http://127.0.0.1:${heroUp.port}/api/chat/MAIN/send`, {
          method: 'POST',
          headers: { authorization: senders[sender++]!, 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        })
      : await fetch(`http://127.0.0.1:${rawUp.port}/broadcast`, {
          method: 'POST',
          body: JSON.stringify({ type: 'CHAT_MESSAGE', payload: sampleMessage(seq, text) }),
        });
  await res.text();
  if (!res.ok) throw new Error(`${kind} send failed: ${res.status}`);
  requestMs[kind].push((now() - t0) / 1000);
  if (!(await done)) log(`${key}: not every socket got it within 30 s`);
  await new Promise((r) => setTimeout(r, 150));
}

/** The same shape and size as the chat message the Hero Road server pushes. */
function sampleMessage(seq: number, text: string) {
  return {
    id: 100 + seq,
    room: 'MAIN',
    time: Date.now(),
    clanId: null,
    toId: null,
    toName: null,
    authorId: 19_501,
    authorName: 'Guest123456',
    authorLevel: 10,
    authorRole: 'player',
    text,
  };
}

async function pauses(): Promise<Pauses> {
  const r = reply<Pauses & { type: 'pauses' }>(hero, 'pauses');
  hero.send({ cmd: 'pauses' } satisfies ServerRequest);
  const { type: _type, ...p } = await r;
  return p;
}

for (let i = 0; i < WARMUP; i++) {
  await post('stomp', 90_000 + i);
  await post('raw', 90_000 + i);
}
await pauses();
for (let i = 0; i < MESSAGES; i++) {
  // Alternate which goes first so drift of the machine's load favours neither.
  const order: Kind[] = i % 2 ? ['raw', 'stomp'] : ['stomp', 'raw'];
  for (const kind of order) await post(kind, i);
}

const serverPauses = await pauses();
const collected = await Promise.all(
  loaders.map((proc) => {
    const r = reply<Extract<LoadReply, { type: 'samples' }>>(proc, 'samples');
    proc.send({ cmd: 'collect' } satisfies LoadRequest);
    return r;
  }),
);
const latency: Record<Kind, number[]> = { stomp: [], raw: [] };
const missing: Record<Kind, number> = { stomp: 0, raw: 0 };
const perMessage: Record<Kind, ReturnType<typeof summarise>[]> = { stomp: [], raw: [] };
for (const kind of ['stomp', 'raw'] as const) {
  for (let seq = 0; seq < MESSAGES; seq++) {
    const key = `${kind}:${seq}`;
    const t0 = sentAt.get(key)!;
    const one: number[] = [];
    for (const c of collected) {
      for (const t of c.samples[key] ?? []) {
        if (t < 0) missing[kind]++;
        else one.push((t - t0) / 1000);
      }
    }
    latency[kind].push(...one);
    perMessage[kind].push(summarise(one));
  }
}

const typicalP99 = (kind: Kind) =>
  percentile(
    perMessage[kind].map((m) => m.p99),
    50,
  );
const stomp = summarise(latency.stomp);
const raw = summarise(latency.raw);
const perConn = (k: 'hero' | 'raw', field: 'rss' | 'heapUsed', from: typeof memBefore) =>
  (memAfter[k][field] - from[k][field]) /
  Math.max(1, memAfter[k].connections - from[k].connections) /
  1024;
const memoryOf = (k: 'hero' | 'raw') => ({
  marginal: { rss: perConn(k, 'rss', memHalf), heap: perConn(k, 'heapUsed', memHalf) },
  average: { rss: perConn(k, 'rss', memBefore), heap: perConn(k, 'heapUsed', memBefore) },
});
const result = {
  at: new Date().toISOString(),
  node: process.version,
  connections: {
    requested: CONNECTIONS,
    held: memAfter.hero.connections,
    raw: memAfter.raw.connections,
  },
  loadGenerators: PROCESSES,
  messages: MESSAGES,
  memoryKbPerConnection: { stomp: memoryOf('hero'), rawWs: memoryOf('raw') },
  latencyMs: {
    stomp,
    rawWs: raw,
    p99Ratio: stomp.p99 / raw.p99,
    p50Ratio: stomp.p50 / raw.p50,
    medianMessageP99: { stomp: typicalP99('stomp'), rawWs: typicalP99('raw') },
  },
  undelivered: missing,
  requestMs: {
    stomp: { p50: percentile(requestMs.stomp, 50), max: Math.max(...requestMs.stomp) },
    rawWs: { p50: percentile(requestMs.raw, 50), max: Math.max(...requestMs.raw) },
  },
  memory: { before: memBefore, half: memHalf, after: memAfter },
  serverPauses,
  perMessage,
  requestMsEach: requestMs,
};

const f = (n: number) => n.toFixed(1);
const mem = (m: ReturnType<typeof memoryOf>) =>
  `rss ${f(m.marginal.rss)} KB, heap ${f(m.marginal.heap)} KB ` +
  `(average from start: rss ${f(m.average.rss)} KB, heap ${f(m.average.heap)} KB)`;
console.log(`
STOMP fan-out, ${result.connections.held} STOMP connections on one server process
  memory per STOMP connection    ${mem(result.memoryKbPerConnection.stomp)}   (target <= 10 KB)
  memory per raw ws connection   ${mem(result.memoryKbPerConnection.rawWs)}
MAIN chat message to every subscriber (${MESSAGES} messages each, from the HTTP POST)
  STOMP broker      p50 ${f(stomp.p50)} ms   p99 ${f(stomp.p99)} ms   max ${f(stomp.max)} ms   undelivered ${missing.stomp}
  raw ws broadcast  p50 ${f(raw.p50)} ms   p99 ${f(raw.p99)} ms   max ${f(raw.max)} ms   undelivered ${missing.raw}
  p99 ratio ${result.latencyMs.p99Ratio.toFixed(3)} (target <= 1.1), p50 ratio ${result.latencyMs.p50Ratio.toFixed(3)}
  median of per-message p99: STOMP ${f(typicalP99('stomp'))} ms, raw ws ${f(typicalP99('raw'))} ms (ratio ${(typicalP99('stomp') / typicalP99('raw')).toFixed(3)})
`);
const out = join(here, '..', 'results', `stomp-${result.at.replace(/[:.]/g, '-')}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2));
log(`saved ${out}`);

finished = true;
for (const proc of [...loaders, baseline]) proc.send({ cmd: 'stop' });
hero.send({ cmd: 'stop' } satisfies ServerRequest);
await new Promise((r) => setTimeout(r, 1000));
for (const proc of [...loaders, baseline, hero]) if (proc.exitCode === null) proc.kill();
rmSync(dbDir, { recursive: true, force: true });
