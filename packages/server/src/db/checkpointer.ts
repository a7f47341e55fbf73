import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection copies the WAL back into the database. */
export const CHECKPOINT_INTERVAL_MS = 200;

// Runs in the worker: a connection of its own that only checkpoints. A PASSIVE checkpoint never
// waits for the game's connection, which goes on reading and appending meanwhile; a busy or
// failed round is simply tried again on the next tick.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // the next tick tries again
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  process.exit(0);
});
`;

export interface Checkpointer {
  /** Stops the worker after its current round; resolves once it has closed its connection. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite file's WAL from a worker thread. A checkpoint copies pages and fsyncs
 * twice; run by the game's own connection (SQLite's automatic checkpoint) it stalled every
 * request for tens of milliseconds at a time, which the p99 of the gameplay bench showed.
 */
export function startCheckpointer(path: string): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, path, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.unref();
  // A failing worker only means the game's connection checkpoints by itself again (its
  // automatic checkpoint stays on as a backstop); it must never take the server down.
  worker.on('error', () => undefined);
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  return {
    stop: async () => {
      // Held while it closes: an unreferenced worker would let the process end mid-shutdown.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
