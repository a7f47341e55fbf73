// The soak's parameters (from the environment, see run.ts) and the clock every part reads.
import { performance } from 'node:perf_hooks';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const INSTANCES = env('SOAK_INSTANCES', 2);
export const PLAYERS = env('SOAK_PLAYERS', 40);
export const MINUTES = env('SOAK_MINUTES', 10);
export const KILL_EVERY = env('SOAK_KILL_EVERY', 0);
export const SAMPLE_S = env('SOAK_SAMPLE_SECONDS', 10);
export const THINK_MS = env('SOAK_THINK_MS', 1500);
/** One player in this many is raised to the chat's level and talks (the others only listen). */
export const CHATTERS_EVERY = Math.max(1, env('SOAK_CHATTERS_EVERY', 10));
export const WARMUP_S = env('SOAK_WARMUP_MINUTES', Math.min(2, MINUTES / 4)) * 60;
/** An instant (with its zone) the instances' clock starts at instead of now, as the suite's run does. */
export const CLOCK_AT = process.env.SOAK_CLOCK_AT || undefined;
/** `--summary`: the console gets the checks' figures only (the files keep everything). */
export const SUMMARY = process.argv.includes('--summary');
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The run as it goes: when it started and ends, the load balancer's address (only the players'
 * requests through it are paced and counted), and until when answers count as the last kill's
 * (while the instance is down and 5 s after).
 */
export const soak = {
  started: performance.now(),
  deadline: Infinity,
  front: '',
  /** The instances' database URL (their schema first on the search path), for operator commands. */
  databaseUrl: '',
  /** The instances' moved clock (TEST_CLOCK), given to operator commands too; null when real. */
  testClock: null as string | null,
  killWindowEnd: -1,
};

export const elapsed = () => (performance.now() - soak.started) / 1000;
export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
