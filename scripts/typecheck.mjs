#!/usr/bin/env node
// Type-checks every workspace that has a `typecheck` script, two at a time: tsc runs on one core,
// and a workspace waits for none of the others (each checks the sources it imports itself).
// Prints each workspace's errors after it ends and fails when any workspace fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = pkg.workspaces.filter((w) => {
  const own = JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8'));
  return Boolean(own.scripts?.typecheck);
});
const PARALLEL = 2;

function check(workspace) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'typecheck'], {
      cwd: join(root, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      const took = ((performance.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      console.log(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} in ${took} s`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let w = queue.shift(); w; w = queue.shift()) results.push(await check(w));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
