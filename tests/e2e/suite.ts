import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

type ServerOptions = Parameters<typeof startServer>[0];

/**
 * One server for every describe block of a file that asks for it (the same journey in each
 * language, each with its own players): started before the first block, stopped after the
 * last. A server start is a few seconds a journey need not spend twice.
 */
export function sharedServer(options: ServerOptions = {}): { readonly server: RunningServer } {
  const shared = {} as { server: RunningServer };
  beforeAll(async () => {
    shared.server = await startServer(options);
  });
  afterAll(async () => {
    await shared.server?.stop();
  });
  return shared;
}

/**
 * A fresh browser for the tests of one describe block, on a fresh server of its own (or on the
 * file's `sharedServer`): started before the first test, closed after the last (a test may stop
 * its own server itself). Read the fields inside tests.
 */
export function serverAndBrowser(
  options: Omit<Parameters<typeof launchBrowser>[0], 'clock'>,
  server: ServerOptions | { readonly server: RunningServer } = {},
): Suite {
  const suite = {} as { server: RunningServer; browser: Browser };
  const shared = 'server' in server ? server : null;
  beforeAll(async () => {
    suite.server = shared ? shared.server : await startServer(server as ServerOptions);
    suite.browser = await launchBrowser({ ...options, clock: suite.server.clock });
  });
  afterAll(async () => {
    await suite.browser?.close();
    if (!shared) await suite.server?.stop();
  });
  return suite;
}

/** Runs statements on the server's own database, to set a journey's scene. */
export function sqlOn(suite: Suite, run: (db: DatabaseSync) => void) {
  const db = new DatabaseSync(suite.server.databaseUrl.replace(/^sqlite:/, ''));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    run(db);
  } finally {
    db.close();
  }
}
