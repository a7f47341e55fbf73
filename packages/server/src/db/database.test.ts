import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { CHECKPOINT_INTERVAL_MS } from './checkpointer.js';
import { openDatabase } from './database.js';
import { serverMigrations } from '../migrations.js';

describe('a SQLite file database', () => {
  it('runs in WAL mode, its automatic checkpoint only a backstop, bounded on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heroroad-db-'));
    const db = openDatabase(`sqlite:${join(dir, 'game.db')}`);
    try {
      const read = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db.kysely)).rows[0] as object)[0];
      expect(await read('journal_mode')).toBe('wal');
      expect(await read('synchronous')).toBe(1);
      expect(await read('wal_autocheckpoint')).toBe(10_000);
      expect(await read('journal_size_limit')).toBe(64 * 1024 * 1024);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is checkpointed in the background while the game writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heroroad-db-'));
    const file = join(dir, 'game.db');
    const db = openDatabase(`sqlite:${file}`);
    try {
      await db.migrate(serverMigrations());
      await sql`insert into load_stat (day, stage, count) values ('2026-11-21', 'boot', 7)`.execute(
        db.kysely,
      );
      // A copy of the database file alone, without its WAL, holds the row only once the worker
      // has copied it there (the game connection's own checkpoint would wait for 10 000 pages).
      const onDisk = async () => {
        const copy = join(dir, `copy-${randomBytes(4).toString('hex')}.db`);
        copyFileSync(file, copy);
        const raw = new SQLite(copy, { readonly: true });
        try {
          return raw.prepare(`select count from load_stat where stage = 'boot'`).get();
        } catch {
          return undefined;
        } finally {
          raw.close();
        }
      };
      let found: unknown;
      for (let i = 0; i < 50 && !found; i++) {
        await new Promise((r) => setTimeout(r, CHECKPOINT_INTERVAL_MS / 2));
        found = await onDisk();
      }
      expect(found).toEqual({ count: 7 });
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
