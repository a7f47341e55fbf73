// Several Hero Road instances behind nginx on this machine's PostgreSQL and Redis: what an
// operator runs in production, at the size of one machine. Used by `npm run cluster -- N` and by
// the tests that play through the load balancer.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PROXY_CONF = join(ROOT, 'deploy/nginx/proxy.conf');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or null when it is not installed. */
export function findNginx() {
  if (process.env.NGINX_PATH)
    return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return NGINX_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function portFree(port) {
  return new Promise((done) => {
    const srv = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => srv.close(() => done(true)));
  });
}

/** The ports the kernel hands out by itself (to `listen(0)` and to outgoing connections). */
function ephemeralPorts() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux: the range Linux uses by default.
  }
  return { low: 32768, high: 60999 };
}

/**
 * A free port with `count` free ports after it: nginx's and its instances'. They are taken below
 * the kernel's own range, so that while an instance is down for a restart no other program on
 * the machine (a second test suite's server on `listen(0)`) is handed its port.
 */
export async function freePortRange(count) {
  const floor = 10_000;
  const ceiling = ephemeralPorts().low - count - 1;
  for (;;) {
    const base = floor + Math.floor(Math.random() * (ceiling - floor));
    const free = await Promise.all(Array.from({ length: count + 1 }, (_, i) => portFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

/**
 * The nginx.conf of a local cluster: the shared proxy rules in front of the given ports; those in
 * `down` are out of rotation (a rolling restart takes each out before stopping it).
 */
export function nginxConfig({ listen, ports, prefix, down = [] }) {
  const servers = ports
    .map(
      (p) =>
        `        server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.includes(p) ? ' down' : ''};`,
    )
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${join(prefix, 'body')};
    proxy_temp_path ${join(prefix, 'proxy')};
    fastcgi_temp_path ${join(prefix, 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'uwsgi')};
    scgi_temp_path ${join(prefix, 'scgi')};
    upstream heroroad {
${servers}
    }
    server {
        listen 127.0.0.1:${listen};
        client_max_body_size 300k;
        include ${PROXY_CONF};
    }
}
`;
}

/** Start-up failures that pass: PostgreSQL out of connections, or starting or stopping. */
const TRANSIENT_START =
  /too many clients|remaining connection slots|the database system is (starting up|shutting down)|ECONNREFUSED/;

function log(quiet, ...args) {
  if (!quiet) console.log('cluster:', ...args);
}

async function waitFor(what, check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`cluster: ${what} not ready within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * The nginx master's workers that take new requests (Linux): after a reload, a new worker is the
 * sign that the new configuration is in force; old workers only finish what they hold.
 */
function liveWorkers(master) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== master) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('nginx: worker process') && !cmd.includes('shutting down'))
        found.push(Number(entry));
    } catch {
      // The process ended while it was being read.
    }
  }
  return found;
}

/** Makes the PostgreSQL schema the instances share (they migrate it themselves on start). */
async function ensureSchema(adminUrl, schema) {
  const require = createRequire(join(ROOT, 'packages/server/package.json'));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

/** Drops the schemas a test cluster used. */
async function dropSchemas(adminUrl, schemas) {
  const require = createRequire(join(ROOT, 'packages/server/package.json'));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A test cluster's clock: the offset that makes the real clock read `instant` now, given once to
 * every instance (a restarted one too), so they agree and run on together.
 */
function clockOffsetFor(instant) {
  const at = Date.parse(instant);
  if (!Number.isFinite(at) || !/(Z|[+-]\d{2}:\d{2})$/.test(instant))
    throw new Error(`cluster: clockAt needs an instant with its zone, got "${instant}"`);
  const offset = Math.round(at - Date.now());
  return `${offset < 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/**
 * Starts `instances` servers on ports after `port` and nginx on `port`. `source: true` runs the
 * TypeScript sources (tests); otherwise the built server (`npm run build` first).
 */
export async function startCluster(options = {}) {
  const n = options.instances ?? 2;
  const listen = options.port ?? 8080;
  const quiet = options.quiet ?? false;
  const nginx = findNginx();
  if (!nginx) throw new Error('cluster: nginx is not installed (apt-get install nginx-light)');
  const adminUrl =
    options.databaseUrl ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  if (!adminUrl.startsWith('postgres')) throw new Error('cluster: DATABASE_URL must be PostgreSQL');
  const schema = options.schema ?? 'heroroad_cluster';
  await ensureSchema(adminUrl, schema);
  const sep = adminUrl.includes('?') ? '&' : '?';
  const databaseUrl = `${adminUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const prefix = options.dir ?? mkdtempSync(join(tmpdir(), 'heroroad-cluster-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, d), { recursive: true });
  const built = join(ROOT, 'packages/server/dist/main.js');
  const source = options.source ?? false;
  if (!source && !existsSync(built))
    throw new Error('cluster: build the server first (npm run build)');
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_CHANNEL: options.redisChannel ?? `heroroad:${schema}`,
    SESSION_SECRET:
      options.sessionSecret ?? process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    // pg-boss's tables beside the game's, so clusters on one database keep their jobs apart.
    JOBS_SCHEMA: `${schema}_jobs`,
    LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
    ...(options.clockAt ? { TEST_CLOCK: clockOffsetFor(options.clockAt) } : {}),
    ...(options.env ?? {}),
  };
  // From source, tsx is loaded into the instance's own Node process rather than run as its
  // wrapper: the wrapper relays a SIGTERM and, when the instance does not confirm it within 30 ms
  // (a busy machine), kills it outright, so a graceful restart ended with code 143.
  const command = source
    ? [
        process.execPath,
        [
          '--import',
          pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href,
          '--conditions=source',
          join(ROOT, 'packages/server/src/main.ts'),
        ],
      ]
    : [process.execPath, [built]];

  const members = [];
  const launch = (i, port) => {
    const child = spawn(command[0], command[1], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    const exited = new Promise((done) =>
      child.once('exit', (code, signal) => done(code ?? signal)),
    );
    const member = { index: i, port, child, exited, stderr: () => stderr };
    members[i] = member;
    return member;
  };
  /**
   * Starts instance i and waits until it is healthy. An instance that stops at start-up because
   * the database turned it away for the moment (no connection left, still starting) is started
   * again, as a process manager would, until the start time is up; any other exit fails.
   */
  const startInstance = async (i) => {
    const port = listen + 1 + i;
    const startMs = options.startMs ?? 180_000;
    const deadline = Date.now() + startMs;
    let member = launch(i, port);
    await waitFor(
      `instance ${i + 1} on port ${port}`,
      async () => {
        if (member.child.exitCode === null) return healthy(port);
        if (!TRANSIENT_START.test(member.stderr()) || Date.now() > deadline)
          throw new Error(`cluster: instance ${i + 1} exited: ${member.stderr()}`);
        log(quiet, `instance ${i + 1} turned away by the database, starting it again`);
        await new Promise((r) => setTimeout(r, 1000));
        member = launch(i, port);
        return false;
      },
      startMs,
    );
    log(quiet, `instance ${i + 1} ready on 127.0.0.1:${port}`);
    return member;
  };
  // The first instance migrates the schema; the others start once it has.
  await startInstance(0);
  await Promise.all(Array.from({ length: n - 1 }, (_, i) => startInstance(i + 1)));

  const conf = join(prefix, 'nginx.conf');
  const ports = members.map((m) => m.port);
  const down = new Set();
  writeFileSync(conf, nginxConfig({ listen, ports, prefix }));
  const test = spawnSync(nginx, ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  if (test.status !== 0)
    throw new Error(`cluster: nginx refused its configuration: ${test.stderr}`);
  const proxy = spawn(nginx, ['-c', conf, '-p', prefix], { stdio: ['ignore', 'ignore', 'pipe'] });
  const proxyExited = new Promise((done) => proxy.once('exit', done));
  await waitFor('nginx', () => healthy(listen), 20_000);
  const url = `http://127.0.0.1:${listen}`;
  log(quiet, `nginx ready on ${url} in front of ${n} instance(s)`);

  /** Rewrites the configuration with instances `down` and waits until nginx works by it. */
  const reloadProxy = async () => {
    writeFileSync(conf, nginxConfig({ listen, ports, prefix, down: [...down] }));
    const before = new Set(liveWorkers(proxy.pid));
    const sent = spawnSync(nginx, ['-s', 'reload', '-c', conf, '-p', prefix], {
      encoding: 'utf8',
    });
    if (sent.status !== 0) throw new Error(`cluster: nginx reload failed: ${sent.stderr}`);
    await waitFor('nginx reload', () => liveWorkers(proxy.pid).some((p) => !before.has(p)), 20_000);
  };
  /** Takes instance i out of rotation (or puts it back); a lone instance stays in. */
  const setInRotation = async (i, inRotation) => {
    if (members.length < 2) return;
    if (inRotation) down.delete(members[i].port);
    else down.add(members[i].port);
    await reloadProxy();
  };

  /** Stops one instance gracefully (SIGTERM: it drains, then exits) and waits for its exit. */
  const stopInstance = async (i, signal = 'SIGTERM') => {
    const m = members[i];
    if (m.child.exitCode === null && m.child.signalCode === null) m.child.kill(signal);
    return m.exited;
  };
  return {
    url,
    prefix,
    schema,
    databaseUrl,
    /** The instances' TEST_CLOCK (null on the real clock), for operator commands run beside them. */
    testClock: env.TEST_CLOCK ?? null,
    members,
    stopInstance,
    /**
     * Restarts instance i as an operator does behind nginx: out of rotation first (so nothing new
     * is sent to it while it drains, and no call meets it in the instant it stops listening),
     * stopped, started again on its port, healthy, back in rotation.
     */
    async restartInstance(i) {
      await setInRotation(i, false);
      const code = await stopInstance(i);
      // Its port is let go with its process; a busy machine may take a moment to free it.
      const port = members[i].port;
      await waitFor(`port ${port} free again`, () => portFree(port), options.startMs ?? 180_000);
      await startInstance(i);
      await setInRotation(i, true);
      return code;
    },
    /** Every instance, one after another: stop, start, wait until healthy. */
    async rollingRestart() {
      const codes = [];
      for (let i = 0; i < members.length; i++) codes.push(await this.restartInstance(i));
      return codes;
    },
    async stop({ dropData = false } = {}) {
      proxy.kill('SIGQUIT');
      await Promise.all(members.map((_, i) => stopInstance(i)));
      await proxyExited;
      if (dropData) await dropSchemas(adminUrl, [schema, `${schema}_jobs`]);
      if (!options.dir) rmSync(prefix, { recursive: true, force: true });
    },
  };
}
