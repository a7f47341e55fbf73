import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer.js';
import { namedStatementClient } from './pgStatements.js';
import type { Engine } from './engine.js';
import { migrateToLatest } from './migrate.js';
import type { MigrationSet } from './migrations/index.js';
import type { Database } from './schema.js';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly engine: Engine;
  /** Brings the schema to the latest version of `migrations` (the server's: `serverMigrations()`). */
  migrate(migrations: MigrationSet): Promise<void>;
  /** A cheap round trip, used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  readonly pgSchema?: string;
  readonly pgPoolSize?: number;
}

// int8 (bigint, counts and ids) as JS numbers: every such value here stays below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as JS numbers too (aggregates over integer columns return it).
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  return openPostgres(url, options);
}

function openSqlite(path: string): Db {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new SQLite(memory ? ':memory:' : resolve(path));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A file database is checkpointed by a worker thread (see checkpointer.ts), so the game's
  // connection neither copies pages nor waits on fsync. Its own automatic checkpoint stays as a
  // backstop, at 10 000 pages, should the worker fall behind; the WAL file is cut back to at
  // most 64 MB after each checkpoint.
  database.pragma('wal_autocheckpoint = 10000');
  database.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  const checkpointer = memory ? null : startCheckpointer(resolve(path));
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }),
  });
  return wrap(kysely, 'sqlite', { beforeClose: () => checkpointer?.stop() });
}

/**
 * Transactions begin with `BEGIN IMMEDIATE`: they take the write lock at once, waiting for it up
 * to the busy timeout. A transaction begun the default way reads under a snapshot and asks for
 * the lock at its first write; if another process (the operator command) wrote meanwhile, that
 * snapshot is stale and SQLite answers "database is locked" at once, whatever the busy timeout.
 * Every transaction here writes, so taking the lock up front costs nothing.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Most statements recur; compiling each SQL text once saves a parse and plan per query. */
const STATEMENT_CACHE_SIZE = 1000;

function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      let statement = cache.get(text);
      if (!statement) {
        statement = database.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, options: OpenOptions): Db {
  const naming = { on: true };
  const pool = new pg.Pool({
    Client: namedStatementClient(naming),
    connectionString: url,
    max: options.pgPoolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // A connection lost while PostgreSQL restarts must not crash the process. An idle client's
  // error reaches the pool, which replaces it; a client lent out also emits it on itself, beside
  // failing its query (answered 503), and the pool drops it when it comes back unusable.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return wrap(kysely, 'postgres', {
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    naming,
  });
}

function wrap(
  kysely: Kysely<Database>,
  engine: Engine,
  options: {
    pgSchema?: string;
    beforeClose?: () => Promise<void> | undefined;
    /** PostgreSQL's prepared statements, off while this process migrates (`pgStatements.ts`). */
    naming?: { on: boolean };
  } = {},
): Db {
  const { pgSchema, beforeClose = () => undefined, naming } = options;
  return {
    kysely,
    engine,
    migrate: async (migrations) => {
      if (naming) naming.on = false;
      try {
        await migrateToLatest(kysely, engine, migrations, pgSchema);
      } finally {
        if (naming) naming.on = true;
      }
    },
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    close: async () => {
      await beforeClose();
      await kysely.destroy();
    },
  };
}
