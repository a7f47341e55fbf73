import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

/**
 * Another process writing (the operator command, as OPERATIONS.md recommends running it while
 * players play) is played by a worker thread with a connection of its own: it may wait for the
 * lock without stopping this thread, as a separate process would.
 */
function otherWriter(file: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const SQLite = require('better-sqlite3');
    const db = new SQLite(workerData.file);
    db.pragma('busy_timeout = 5000');
    parentPort.on('message', () => {
      try {
        db.prepare("update load_stat set count = count + 100 where stage = 'boot'").run();
        parentPort.postMessage('ok');
      } catch (error) {
        parentPort.postMessage(String(error));
      }
    });
    `,
    { eval: true, workerData: { file } },
  );
  return {
    /** Asks for the write; resolves with 'ok' or the error once it is done. */
    write: () =>
      new Promise<string>((done) => {
        worker.once('message', done);
        worker.postMessage('write');
      }),
    stop: () => worker.terminate(),
  };
}

describe('a SQLite transaction beside another writer', () => {
  it('takes the write lock when it begins, so neither side fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heroroad-locks-'));
    const file = join(dir, 'game.db');
    const db = openDatabase(`sqlite:${file}`);
    const other = otherWriter(file);
    try {
      await sql`create table load_stat (day text, stage text, count integer)`.execute(db.kysely);
      await sql`insert into load_stat values ('2026-11-25', 'boot', 1)`.execute(db.kysely);
      let otherWrote: Promise<string> | undefined;
      await db.kysely.transaction().execute(async (trx) => {
        // A player's change reads first…
        const before = await sql<{ count: number }>`select count from load_stat`.execute(trx);
        // …the other process writes meanwhile (it commits at once, or waits for this one)…
        otherWrote = other.write();
        await Promise.race([otherWrote, new Promise((r) => setTimeout(r, 300))]);
        // …and the change writes. A transaction holding only a read snapshot failed here with
        // SQLITE_BUSY ("database is locked"), whatever the busy timeout.
        await sql`update load_stat set count = ${before.rows[0]!.count + 1}`.execute(trx);
      });
      expect(await otherWrote).toBe('ok');
      const after = await sql<{ count: number }>`select count from load_stat`.execute(db.kysely);
      expect(after.rows[0]!.count).toBe(102);
    } finally {
      await other.stop();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
