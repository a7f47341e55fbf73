import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../engine.js';

/** Migrations see the database as it was when they were written, not as schema.ts says now. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export type EngineMigration = (engine: Engine) => Migration;

/** 8-byte float on both engines (PostgreSQL `real` would be 4 bytes). */
export const FLOAT = 'double precision';

/** An auto-increment integer primary key named `id`. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
