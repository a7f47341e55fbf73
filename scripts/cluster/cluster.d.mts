// Types of cluster.mjs for the TypeScript tests that start a cluster.
import type { ChildProcess } from 'node:child_process';

export interface ClusterMember {
  readonly index: number;
  readonly port: number;
  readonly child: ChildProcess;
  readonly exited: Promise<number | string | null>;
  stderr(): string;
}

export interface Cluster {
  readonly url: string;
  readonly prefix: string;
  readonly schema: string;
  /** The instances' database address (their schema first on the search path). */
  readonly databaseUrl: string;
  /** The instances' TEST_CLOCK (null on the real clock), for operator commands run beside them. */
  readonly testClock: string | null;
  readonly members: ClusterMember[];
  stopInstance(i: number, signal?: NodeJS.Signals): Promise<number | string | null>;
  restartInstance(i: number): Promise<number | string | null>;
  rollingRestart(): Promise<(number | string | null)[]>;
  stop(options?: { dropData?: boolean }): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  port?: number;
  quiet?: boolean;
  databaseUrl?: string;
  schema?: string;
  redisUrl?: string;
  redisChannel?: string;
  sessionSecret?: string;
  logLevel?: string;
  source?: boolean;
  dir?: string;
  startMs?: number;
  env?: Record<string, string>;
  /** Tests: the instant (with its zone) the instances' clock reads at the start (TEST_CLOCK). */
  clockAt?: string;
}

export function findNginx(): string | null;
export function freePortRange(count: number): Promise<number>;
export function nginxConfig(options: {
  listen: number;
  ports: number[];
  prefix: string;
  down?: number[];
}): string;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
