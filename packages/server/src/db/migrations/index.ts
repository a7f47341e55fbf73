import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine.js';
import { foundation } from './0001_foundation.js';
import { road } from './0002_road.js';
import { social } from './0003_social.js';
import { battleStateLast } from './0004_battle_state_last.js';
import type { EngineMigration } from './helpers.js';

/**
 * The migrations written before the server was split into domain modules; released databases
 * carry these names, so they stay here and run first. Since then each domain lists its own
 * (`migrations` of its module), named `<yyyy-mm-dd>_<domain>_<what>`: every such name sorts after
 * these.
 */
const BASE_MIGRATIONS: Readonly<Record<string, EngineMigration>> = {
  '0001_foundation': foundation,
  '0002_road': road,
  '0003_social': social,
  '0004_battle_state_last': battleStateLast,
};

export type MigrationSet = Readonly<Record<string, EngineMigration>>;

/** The base migrations and every module's, by name; a name declared twice is refused. */
export function collectMigrations(parts: readonly MigrationSet[]): MigrationSet {
  const all: Record<string, EngineMigration> = { ...BASE_MIGRATIONS };
  for (const part of parts) {
    for (const [name, migration] of Object.entries(part)) {
      if (Object.hasOwn(all, name)) throw new Error(`migration "${name}" is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

export function forEngine(all: MigrationSet, engine: Engine): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).map(([name, m]) => [name, m(engine)]));
}
