import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('a SQLite file database', () => {
  it('runs in WAL mode with a long WAL between checkpoints, bounded on disk', async () => {
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
});
