import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { api } from '@heroroad/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, copySqliteToPostgres, pgSchemaOf, restore } from '../src/cli/backup.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { serverMigrations } from '../src/migrations.js';
import { TEST_ENGINE, TEST_PG_URL, underSchemaLock } from './db.js';
import { startTestServer } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'heroroad-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database of this run's engine kept apart from the others: a file, or a schema. */
async function freshDatabase(): Promise<{ url: string; open(): Db; drop(): Promise<void> }> {
  if (TEST_ENGINE === 'sqlite') {
    const url = `sqlite:${join(dir, `${randomBytes(4).toString('hex')}.db`)}`;
    return { url, open: () => openDatabase(url), drop: async () => undefined };
  }
  return pgSchema();
}

async function pgSchema() {
  const schema = `t_bak_${randomBytes(5).toString('hex')}`;
  await underSchemaLock((admin) => admin.query(`create schema ${schema}`));
  const url = `${TEST_PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    open: () => openDatabase(url, { pgSchema: schema }),
    drop: async () => {
      await underSchemaLock((admin) => admin.query(`drop schema ${schema} cascade`));
    },
  };
}

/** Starts a server on the database, registers a player, stops the server. */
async function withPlayer(db: Db, url: string) {
  await db.migrate(serverMigrations());
  const s = await startTestServer({ testDb: { db, url, drop: async () => undefined } });
  const p = await s.player();
  await s.server.close();
  return p;
}

async function goldOf(db: Db, id: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('player')
    .select('gold')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.gold);
}

describe(`backups (${TEST_ENGINE})`, () => {
  it('reads the schema a PostgreSQL address puts first on its search path', () => {
    expect(pgSchemaOf('postgres://h/db?options=-c%20search_path%3Dgame')).toBe('game');
    expect(pgSchemaOf('postgres://h/db')).toBeNull();
  });

  it('restores what a backup held, undoing later changes', async () => {
    const target = await freshDatabase();
    let db = target.open();
    try {
      const p = await withPlayer(db, target.url);
      const before = await goldOf(db, p.playerId);
      const file = join(dir, `round-${randomBytes(3).toString('hex')}.bak`);
      await backup(target.url, file);

      await db.kysely
        .updateTable('player')
        .set({ gold: before + 12345 })
        .execute();
      expect(await goldOf(db, p.playerId)).toBe(before + 12345);
      await db.close();

      await restore(target.url, file);
      db = target.open();
      expect(await goldOf(db, p.playerId)).toBe(before);
    } finally {
      await db.close();
      await target.drop();
    }
  });

  it('refuses a backup that is not there, changing nothing', async () => {
    const target = await freshDatabase();
    await expect(restore(target.url, join(dir, 'missing.bak'))).rejects.toThrow('no backup at');
    await target.drop();
  });
});

describe.skipIf(TEST_ENGINE !== 'postgres')('the move from SQLite to PostgreSQL', () => {
  it('copies every row, keeps passwords working and new ids after the copied ones', async () => {
    const sqliteUrl = `sqlite:${join(dir, 'move.db')}`;
    const source = openDatabase(sqliteUrl);
    const p = await withPlayer(source, sqliteUrl);
    await source.close();

    const target = await pgSchema();
    try {
      const counts = await copySqliteToPostgres(sqliteUrl, target.url);
      expect(counts.player).toBe(1);
      expect(counts.creature).toBeGreaterThanOrEqual(0);

      const db = target.open();
      const s = await startTestServer({ testDb: { db, url: target.url, drop: () => db.close() } });
      try {
        const login = await s.call(api.security.login, {
          body: { name: p.name, password: 'secret-pass' },
        });
        expect(login.status).toBe(200);
        const next = await s.player();
        expect(next.playerId).toBeGreaterThan(p.playerId);
        // A second copy into a database that has players is refused.
        await expect(copySqliteToPostgres(sqliteUrl, target.url)).rejects.toThrow(
          'already has players',
        );
      } finally {
        await s.close();
      }
    } finally {
      await target.drop();
    }
  });
});
