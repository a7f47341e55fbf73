#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find: the guards (lint with the
// layers, the import-cycle check, documentation links and specification citations; types) and
// the build side by side, then the unit and integration tests on SQLite, the client's tests again
// in two far time zones, then the browser journeys with the database suites and the bot's game
// again on PostgreSQL, and a short soak, beside them. Ends with the time of each stage (those beside the journeys overlap them).
// PostgreSQL, Redis, nginx and Chromium are required under CI=true; elsewhere a missing one is
// skipped with a notice.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { chromiumPath } from './chromium.mjs';
import { findNginx } from './cluster/cluster.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const extra = process.argv.slice(2);
const times = [];

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const seconds = (since) => (performance.now() - since) / 1000;

/**
 * Runs one stage's command. `quiet` keeps its output until it ends (stages that run side by side
 * print one after the other, not interleaved).
 */
function stage(title, command, args, { env = {}, quiet = false } = {}) {
  const started = performance.now();
  if (!quiet) console.log(`\n=== ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      const took = seconds(started);
      if (quiet) {
        console.log(`\n=== ${title}`);
        if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      }
      times.push({ title, took, ok: code === 0 });
      const verdict = code === 0 ? 'passed' : 'FAILED';
      (code === 0 ? console.log : console.error)(
        `=== ${title}: ${verdict} in ${took.toFixed(1)} s`,
      );
      resolve(code === 0);
    });
  });
}

function summary() {
  const width = Math.max(...times.map((t) => t.title.length));
  console.log('\nStage times:');
  for (const t of times) {
    console.log(
      `  ${t.title.padEnd(width)}  ${t.took.toFixed(1).padStart(7)} s  ${t.ok ? '' : 'FAILED'}`,
    );
  }
  console.log(`  ${'whole run'.padEnd(width)}  ${seconds(started).toFixed(1).padStart(7)} s`);
}

function finish(ok) {
  summary();
  if (!ok) process.exit(1);
}

function skipOrFail(what, why) {
  if (ci) {
    console.error(`\n=== ${what} is required under CI but ${why}`);
    finish(false);
  }
  console.warn(`\n=== skipping ${what}: ${why}`);
}

const bin = (name) => `node_modules/.bin/${name}`;
const started = performance.now();

// The guards and the build need nothing of each other: on two cores they share the machine.
const guards = await Promise.all([
  stage(
    'lint (ESLint with the layers, import cycles, documentation links, specification citations)',
    'npm',
    ['run', '--silent', 'lint'],
    {
      quiet: true,
    },
  ),
  stage('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
  stage('build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
]);
if (guards.includes(false)) finish(false);

// Sizes are fixed once built: the first load's JavaScript against its budget.
if (!(await stage('client bundle budget', 'node', ['scripts/check-bundle.mjs']))) finish(false);

// Vitest gives the server's shared-module-graph files (isolate: false) a single worker unless the
// number is given on the command line: two workers halve the database stages on two cores.
const workers = ['--maxWorkers=2'];

const sqlite = await stage('tests (SQLite)', bin('vitest'), ['run', ...workers, ...extra]);
if (!sqlite) finish(false);

// The client's screens show Moscow's days and the device's own clock side by side: its tests must
// pass in any zone, so they run again east and west of Moscow (about 10 s each).
for (const zone of ['Asia/Vladivostok', 'America/Los_Angeles']) {
  const args = ['run', ...workers, '--project', 'client', ...extra];
  if (!(await stage(`client tests (TZ=${zone})`, bin('vitest'), args, { env: { TZ: zone } }))) {
    finish(false);
  }
}

// The SQLite tests keep both cores busy; the journeys do not (a journey waits on its page about a
// third of the time), and the PostgreSQL run waits on the database more than it computes. So the
// PostgreSQL run goes beside the journeys, filling the cores they leave idle; its output is
// printed when it ends.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
const pgUp = await reachable(pg.hostname, Number(pg.port || 5432));
let postgres = Promise.resolve(true);
if (pgUp) {
  postgres = stage(
    'database, server and bot tests (PostgreSQL)',
    bin('vitest'),
    ['run', ...workers, '--project', 'server-pg', '--project', 'bot-pg', ...extra],
    { env: { HEROROAD_TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl }, quiet: true },
  );
} else {
  skipOrFail('the PostgreSQL run', `nothing answers at ${pg.host}`);
}

// A short soak beside them: 30 bot players on two instances behind nginx for two minutes, one
// instance killed and restarted; it fails on a 5xx outside the kill, a ledger out of balance or
// an acknowledged chat line not stored (npm run soak is the long run). Its instances' clock is
// fixed, as the journeys' is.
let soakRun = Promise.resolve(true);
const redis = await reachable('127.0.0.1', 6379);
if (!pgUp || !redis) {
  skipOrFail('the short soak', 'it needs PostgreSQL and Redis on 127.0.0.1');
} else if (!findNginx()) {
  skipOrFail('the short soak', 'nginx is not installed (apt-get install nginx-light)');
} else {
  soakRun = stage(
    'short soak (30 players, 2 instances, 2 minutes, one kill)',
    bin('tsx'),
    ['--conditions=source', 'bench/soak/run.ts', '--summary'],
    {
      env: {
        DATABASE_URL: pgUrl,
        SOAK_PLAYERS: '30',
        SOAK_MINUTES: '2',
        SOAK_KILL_EVERY: '1',
        SOAK_WARMUP_MINUTES: '0.5',
        SOAK_CLOCK_AT: '2026-11-25T09:00:00Z',
        // Three connections an instance (and pg-boss's three) serve 30 players, and leave
        // PostgreSQL's connections to the PostgreSQL run and the journeys beside it.
        DATABASE_POOL_SIZE: '3',
      },
      quiet: true,
    },
  );
}

const chromium = chromiumPath();
let journeys = true;
if (existsSync(chromium)) {
  journeys = await stage(
    'browser journeys (Chromium)',
    bin('vitest'),
    ['run', '--config', 'tests/e2e/vitest.config.ts'],
    { env: { CHROMIUM_PATH: chromium } },
  );
} else {
  skipOrFail(
    'the browser journeys',
    `${chromium} is not installed (apt-get install chromium-headless-shell)`,
  );
}
if (!(await postgres) || !(await soakRun) || !journeys) finish(false);

summary();
console.log(`\nAll tests passed in ${seconds(started).toFixed(0)} s.`);
