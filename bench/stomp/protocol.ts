/** Messages between the benchmark's coordinator and its child processes (over Node IPC). */

export interface Session {
  readonly token: string;
  readonly uuid: string;
}

export type Kind = 'stomp' | 'raw';

export interface MemorySample {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
  readonly arrayBuffers: number;
  readonly connections: number;
}

/** Server children (the Hero Road instance and the raw ws baseline). */
export type ServerRequest = { cmd: 'memory' } | { cmd: 'pauses' } | { cmd: 'stop' };

export interface Pauses {
  readonly gcMaxMs: number;
  readonly gcTotalMs: number;
  readonly gcCount: number;
  readonly loopMaxMs: number;
}
export type ServerReply =
  | { type: 'prepared'; sessions: Session[]; senders: string[] }
  | { type: 'listening'; port: number }
  | { type: 'memory'; sample: MemorySample }
  | ({ type: 'pauses' } & Pauses);

/** Load generators. */
export type LoadRequest =
  | {
      cmd: 'connect';
      stompPort: number;
      rawPort: number;
      localAddress: string;
      /** This batch; its first session has index `first` among the generator's `total`. */
      sessions: Session[];
      first: number;
      total: number;
    }
  | { cmd: 'collect' }
  | { cmd: 'stop' };
export type LoadReply =
  | { type: 'progress'; open: number }
  | { type: 'ready'; stomp: number; raw: number; failed: number }
  | { type: 'got'; key: string }
  | { type: 'samples'; samples: Record<string, number[]> };

/** The text every measured chat message carries; receivers find the sequence number after it. */
export const MARKER = '"text":"bench ';

export function now(): number {
  // CLOCK_MONOTONIC is one clock for every process of the machine, so times compare across them.
  return Number(process.hrtime.bigint() / 1000n);
}
