import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/database.js';
import type { Engine } from '../src/db/engine.js';
import { serverMigrations } from '../src/migrations.js';

/** The engine this test run uses: HEROROAD_TEST_DB=postgres runs every suite on PostgreSQL. */
export const TEST_ENGINE: Engine =
  process.env.HEROROAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  readonly db: Db;
  /** The URL a second server instance would use to reach the same data. */
  readonly url: string;
  readonly pgSchema?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or a PostgreSQL
 * schema of its own (dropped afterwards) so parallel test files never see each other's rows.
 */
export async function createTestDb(engine: Engine = TEST_ENGINE): Promise<TestDb> {
  if (engine === 'sqlite') {
    const db = openDatabase('sqlite::memory:');
    await db.migrate(serverMigrations());
    return { db, url: 'sqlite::memory:', drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = openDatabase(TEST_PG_URL, { pgSchema: schema, pgPoolSize: 5 });
  await underSchemaLock(async (admin) => {
    await admin.query(`create schema ${schema}`);
    await db.migrate(serverMigrations());
  });
  return {
    db,
    url: TEST_PG_URL,
    pgSchema: schema,
    drop: async () => {
      await db.close();
      await underSchemaLock((admin) => admin.query(`drop schema ${schema} cascade`));
    },
  };
}

/**
 * Kysely's migrator lists the tables of every schema in the database; a schema dropped by another
 * test process in the middle of that listing fails it. Creating, migrating and dropping test
 * schemas one at a time (a database-wide advisory lock) keeps parallel suites apart.
 */
export async function underSchemaLock<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.end(); // ends the session, which releases its advisory lock
  }
}

const SCHEMA_LOCK = 0x4865726f;
