#!/usr/bin/env node
// Type-checks every workspace that has a `typecheck` script, two at a time: tsc runs on one core,
// and a workspace waits for none of the others (each checks the sources it imports itself).
// The server, the bot and the benchmarks, which share their options and the server's sources, are
// checked as one program (tsconfig.node-side.json) instead of three.
// Prints each check's errors after it ends and fails when any check fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_SIDE = ['packages/server', 'packages/bot', 'bench'];
const workspaces = pkg.workspaces.filter((w) => {
  const own = JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8'));
  return Boolean(own.scripts?.typecheck) && !NODE_SIDE.includes(w);
});
const PARALLEL = 2;

/** A workspace's own `typecheck` script, or (null) the node side's one program. */
function check(workspace) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = workspace
      ? spawn('npm', ['run', '--silent', 'typecheck'], {
          cwd: join(root, workspace),
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.node-side.json'], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      const took = ((performance.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const name = workspace ?? NODE_SIDE.join(' + ');
      console.log(`typecheck ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${took} s`);
      resolve(code === 0);
    });
  });
}

// The longest first: the node side, then the workspaces in their order.
const queue = [null, ...workspaces];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
