import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Engine } from './database.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

class StaticProvider implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(this.all);
  }
}

/** Runs every migration not yet applied; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  // On PostgreSQL the bookkeeping tables live in the schema the connection works in; without
  // naming it, a kysely_migration table in any other schema of the database would be mistaken
  // for ours.
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(migrations(engine)),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
