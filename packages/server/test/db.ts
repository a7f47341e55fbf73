import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { systemRandom } from '../src/core/random.js';
import { openDatabase, type Db } from '../src/db/database.js';
import type { Engine } from '../src/db/engine.js';
import { serverMigrations } from '../src/migrations.js';
import { newPlayerRow } from '../src/player/defaults.js';
import type { NewPlayerRow } from '../src/player/repository.js';

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

/** A new player's row for a repository test: a trial player named `name`, made at time 1. */
export function testPlayerRow(name: string): NewPlayerRow {
  return newPlayerRow({
    name,
    nameKey: name.toLowerCase(),
    accessLevel: 'TRIAL',
    passwordHash: null,
    mailOrPhone: null,
    lang: 'EN',
    userSource: 'own',
    now: 1,
    random: systemRandom,
  });
}

/** The schema every PostgreSQL test database holds its tables in. */
const PG_TEST_SCHEMA = 'game';

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or a PostgreSQL
 * database of its own (dropped afterwards) so parallel test files never see each other's rows.
 * The PostgreSQL one is a copy of a template migrated once per set of migrations: copying takes a
 * fraction of the time running every migration again took for each file.
 */
export async function createTestDb(engine: Engine = TEST_ENGINE): Promise<TestDb> {
  if (engine === 'sqlite') {
    const db = openDatabase('sqlite::memory:');
    await db.migrate(serverMigrations());
    return { db, url: 'sqlite::memory:', drop: () => db.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await underSchemaLock(async (admin) => {
    const template = await migratedTemplate(admin);
    await admin.query(`create database ${name} template ${template}`);
    // A test's commits need not wait for the disk: a crash of PostgreSQL itself is never tested,
    // and waiting on each commit's flush was most of the PostgreSQL run's idle time.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = databaseUrl(name);
  const db = openDatabase(url, { pgSchema: PG_TEST_SCHEMA, pgPoolSize: 5 });
  return {
    db,
    url,
    pgSchema: PG_TEST_SCHEMA,
    drop: async () => {
      await db.close();
      await onAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' names and code: a template is reused only while these are unchanged. */
function migrationsDigest(): string {
  const all = serverMigrations();
  const hash = createHash('sha256');
  for (const name of Object.keys(all).sort()) {
    const migration = all[name]!('postgres');
    hash.update(`${name}\n${String(migration.up)}\n${String(migration.down)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

let template: string | undefined;

/** Templates kept for other sets of migrations (another checkout's suite may be running). */
const TEMPLATES_KEPT = 4;

/**
 * The template database for the current migrations, built on first use (under the caller's
 * lock, so one process builds it while the others wait); the oldest templates beyond a few go.
 */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  template ??= `heroroad_template_${migrationsDigest()}`;
  const found = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'heroroad\\_template\\_%' order by oid desc`,
  );
  const names = found.rows.map((r) => r.datname).filter((n) => !n.endsWith('_building'));
  if (names.includes(template)) return template;
  for (const stale of names.slice(TEMPLATES_KEPT - 1)) {
    await admin.query(`drop database if exists ${stale} with (force)`);
  }
  const building = `${template}_building`;
  // A run stopped while building leaves its half-built copy behind.
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const db = openDatabase(databaseUrl(building), { pgSchema: PG_TEST_SCHEMA, pgPoolSize: 1 });
  try {
    await sql`create schema ${sql.id(PG_TEST_SCHEMA)}`.execute(db.kysely);
    await db.migrate(serverMigrations());
  } finally {
    await db.close();
  }
  // Renamed only once complete: a run stopped half-way never leaves a template to copy.
  await admin.query(`alter database ${building} rename to ${template}`);
  return template;
}

async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Kysely's migrator lists the tables of every schema in the database; a schema dropped by another
 * test process in the middle of that listing fails it. Creating, migrating and dropping test
 * schemas one at a time (a database-wide advisory lock) keeps parallel suites apart; the template
 * database is built and copied under the same lock.
 */
export async function underSchemaLock<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  // Ending the session releases its advisory lock.
  return onAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return work(admin);
  });
}

const SCHEMA_LOCK = 0x4865726f;
