import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type Browser, type RunningServer } from './harness';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A fresh server and browser for the tests of one describe block: started before the first test,
 * closed after the last (a test may stop the server itself). Read the fields inside tests.
 */
export function serverAndBrowser(options: Parameters<typeof launchBrowser>[0]): Suite {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
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
