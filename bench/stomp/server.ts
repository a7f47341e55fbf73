import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp, loadConfig } from '@heroroad/server';
import type { ServerReply, ServerRequest, Session } from './protocol.js';

/**
 * The Hero Road server under test, in its own process, on the SQLite file DB_FILE with no rate
 * limits and no logs. With PREPARE set it only registers the benchmark's guests and chat senders
 * and exits, so the measured process starts clean and its memory grows by the connections alone.
 */
const config = loadConfig(
  { DATABASE_URL: `sqlite:${process.env.DB_FILE}`, CLIENT_DIR: 'none' },
  { rateLimit: false, logLevel: 'silent' },
);
const server = await buildApp(config, { logger: false });
const send = (m: ServerReply) => process.send!(m);

async function guest(): Promise<{ token: string; playerId: number }> {
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/security/registerTrial',
    payload: {},
  });
  if (r.statusCode !== 200) throw new Error(`registerTrial: ${r.statusCode} ${r.body}`);
  return {
    token: String(r.headers.jsession),
    playerId: (r.json() as { playerId: number }).playerId,
  };
}

if (process.env.PREPARE) {
  const sessions: Session[] = [];
  for (let i = 0; i < Number(process.env.CONNECTIONS); i++) {
    const g = await guest();
    const row = await server.services.players.row(g.playerId);
    sessions.push({ token: g.token, uuid: row.client_uuid });
  }
  const senders: string[] = [];
  for (let i = 0; i < Number(process.env.SENDERS); i++) {
    const g = await guest();
    // Senders are registered players of level 10, as the chat asks.
    await server.services.players.update(g.playerId, { access_level: 'PLAYER', level: 10 });
    senders.push(g.token);
  }
  await server.close();
  send({ type: 'prepared', sessions, senders });
} else {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  // Pauses explain outliers: garbage collections and the longest event-loop stall.
  const pauses = { gcMaxMs: 0, gcTotalMs: 0, gcCount: 0 };
  const gcWatch = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      pauses.gcMaxMs = Math.max(pauses.gcMaxMs, e.duration);
      pauses.gcTotalMs += e.duration;
      pauses.gcCount++;
    }
  });
  gcWatch.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', (req: ServerRequest) => {
    if (req.cmd === 'pauses') {
      send({ type: 'pauses', ...pauses, loopMaxMs: loop.max / 1e6 });
      Object.assign(pauses, { gcMaxMs: 0, gcTotalMs: 0, gcCount: 0 });
      loop.reset();
      return;
    }
    if (req.cmd === 'stop') {
      gcWatch.disconnect();
      void server.close().finally(() => process.exit(0));
      return;
    }
    global.gc?.();
    global.gc?.();
    const m = process.memoryUsage();
    send({ type: 'memory', sample: { ...m, connections: server.services.realtime.broker.size } });
  });
}
