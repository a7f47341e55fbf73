import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Engine } from './engine.js';
import { forEngine, type MigrationSet } from './migrations/index.js';
import type { Database } from './schema.js';

class StaticProvider implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.all);
  }
}

/**
 * The database as the migrator sees it, with table and schema listings limited to one schema.
 * Kysely's own listing reads every schema of the database, so a schema another process drops
 * meanwhile (parallel test runs, a second tenant) fails it with "schema does not exist".
 */
function withSchemaIntrospection(db: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection = {
    getSchemas: async () =>
      (
        await sql<{
          name: string;
        }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(
          db,
        )
      ).rows,
    getTables: async () =>
      (
        await sql<{
          name: string;
          schema: string;
        }>`select table_name as name, table_schema as schema
          from information_schema.tables where table_schema = ${schema}`.execute(db)
      ).rows.map((t) => ({ ...t, isView: false, columns: [] })),
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Runs every migration not yet applied; throws with the failing migration's name. On PostgreSQL
 * Kysely's bookkeeping tables live in the schema being migrated (`pgSchema`, else the
 * connection's current schema): unscoped, Kysely finds them in any schema of the database and
 * skips creating its own.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: Engine,
  all: MigrationSet,
  pgSchema?: string,
): Promise<void> {
  const migrationTableSchema =
    engine === 'postgres'
      ? (pgSchema ??
        (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema)
      : undefined;
  const migrator = new Migrator({
    db: migrationTableSchema ? withSchemaIntrospection(db, migrationTableSchema) : db,
    provider: new StaticProvider(forEngine(all, engine)),
    // Domains own their tables and write their migrations apart: one merged after another
    // domain's newer one has run still runs (names keep a fresh database's order fixed).
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
