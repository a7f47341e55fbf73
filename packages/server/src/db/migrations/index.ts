import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine.js';
import { foundation } from './0001_foundation.js';
import { road } from './0002_road.js';
import { social } from './0003_social.js';
import { battleStateLast } from './0004_battle_state_last.js';
import type { EngineMigration } from './helpers.js';

/**
 * Every migration, by name. Names sort in the order they run; a released migration never changes,
 * a new change gets a new file.
 */
const all: Record<string, EngineMigration> = {
  '0001_foundation': foundation,
  '0002_road': road,
  '0003_social': social,
  '0004_battle_state_last': battleStateLast,
};

export function migrations(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(Object.entries(all).map(([name, m]) => [name, m(engine)]));
}
