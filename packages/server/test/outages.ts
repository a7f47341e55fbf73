import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A free port on 127.0.0.1 (closed again at once, for a server started just after). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => done(port));
      });
  });
}

/** Waits until `check` holds, trying every 100 ms, or fails after `ms` naming `what`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function pong(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      done(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

/**
 * A Redis server of the test's own on a free port, without persistence, that the test may kill
 * and start again: the machine's shared Redis is never touched.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again) on its port and waits until it answers PING. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('redis-server is already running');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''];
    const child = spawn('redis-server', [...args, '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await until('own redis-server answering', () => pong(this.port), 20_000);
  }

  /** Kills the server outright (SIGKILL) and waits for it to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await gone;
    this.child = null;
  }
}

/**
 * A TCP proxy in front of PostgreSQL that the test cuts (every connection dropped, new ones
 * refused, as while the database restarts) and restores, without touching the shared server.
 */
export class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.once('close', () => this.sockets.delete(s));
        s.once('error', () => undefined);
      }
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((done) => server.close(done));
  }
}
