import type { Kysely } from 'kysely';
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

/**
 * Runs every migration not yet applied; throws with the failing migration's name. `pgSchema` scopes
 * Kysely's own bookkeeping tables: unscoped, it finds them in any schema of the database and skips
 * creating its own (parallel test schemas then fail at random).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: Engine,
  pgSchema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(migrations(engine)),
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
