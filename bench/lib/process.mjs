// Helpers shared by the benchmarks: start a server in its own process, wait for it, stop it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

/** Starts `node args…` with env, resolves once GET url answers 200. */
export async function startProcess(args, env, readyUrl, timeoutMs = 60_000) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within ${timeoutMs} ms`);
}

export function stopProcess(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Writes bench/results/<name>.json (git-ignored) and says where. */
export function saveResults(name, data) {
  const file = join(root, 'bench/results', `${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), node: process.version, ...data },
      null,
      2,
    ),
  );
  console.log(`\nsaved ${file}`);
}

/** The server entry: the built one when present (production-like), else the sources through tsx. */
export async function serverArgs() {
  const { existsSync } = await import('node:fs');
  const built = join(root, 'packages/server/dist/main.js');
  if (existsSync(built)) return [built];
  return ['--import', 'tsx', '--conditions=source', join(root, 'packages/server/src/main.ts')];
}
