import { collectMigrations, type MigrationSet } from './db/migrations/index.js';
import { MODULES } from './modules.js';

/** Every migration of the server: the base ones, then each module's. */
export function serverMigrations(): MigrationSet {
  return collectMigrations(MODULES.flatMap((m) => (m.migrations ? [m.migrations] : [])));
}
