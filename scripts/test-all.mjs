#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: lint, types, build, unit and
// integration tests on SQLite, the database suites and the bot's game again on PostgreSQL, then
// the browser journeys.
// PostgreSQL, Redis and Chromium are required under CI=true; elsewhere a missing one is skipped
// with a notice.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const extra = process.argv.slice(2);

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${title}: FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: passed in ${seconds} s`);
}

function skipOrFail(what, why) {
  if (ci) {
    console.error(`\n=== ${what} is required under CI but ${why}`);
    process.exit(1);
  }
  console.warn(`\n=== skipping ${what}: ${why}`);
}

const npx = (bin, args) => [`node_modules/.bin/${bin}`, args];
const started = Date.now();

run('lint', ...npx('eslint', ['.', '--max-warnings=0']));
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('build', 'npm', ['run', '--silent', 'build']);
run('tests (SQLite)', ...npx('vitest', ['run', ...extra]));

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
if (await reachable(pg.hostname, Number(pg.port || 5432))) {
  run(
    'database, server and bot tests (PostgreSQL)',
    ...npx('vitest', ['run', '--project', 'server-pg', '--project', 'bot-pg', ...extra]),
    {
      HEROROAD_TEST_DB: 'postgres',
      TEST_DATABASE_URL: pgUrl,
    },
  );
} else {
  skipOrFail('the PostgreSQL run', `nothing answers at ${pg.host}`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run(
    'browser journeys (Chromium)',
    ...npx('vitest', ['run', '--config', 'tests/e2e/vitest.config.ts']),
    {
      CHROMIUM_PATH: chromium,
    },
  );
} else {
  skipOrFail('the browser journeys', `${chromium} is not installed (apt-get install chromium)`);
}

console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
