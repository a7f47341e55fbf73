import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../db/database.js';
import { serverMigrations } from '../migrations.js';

/**
 * Backups of either database and the move from SQLite to PostgreSQL. SQLite is copied with its
 * online backup API (consistent while the server writes); PostgreSQL with pg_dump and pg_restore
 * in their custom format, limited to the game's schema when the URL names one.
 */
export class BackupError extends Error {}

const isSqlite = (url: string) => url.startsWith('sqlite:');
const sqlitePath = (url: string) => url.slice('sqlite:'.length);

/** The schema a PostgreSQL URL puts first on its search path (`options=-c search_path=x`). */
export function pgSchemaOf(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  const match = /search_path\s*=\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(options);
  return match ? match[1]! : null;
}

function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const r = spawnSync(tool, args, { encoding: 'utf8' });
  if (r.error)
    throw new BackupError(
      `${tool} could not run (${r.error.message}); install PostgreSQL's client tools`,
    );
  if (r.status !== 0) throw new BackupError(`${tool} failed: ${r.stderr.trim()}`);
}

/** libpq takes the URL as it is, search_path option included. */
function schemaArgs(url: string): string[] {
  const schema = pgSchemaOf(url);
  return schema ? ['--schema', schema] : [];
}

export async function backup(databaseUrl: string, target: string): Promise<void> {
  if (isSqlite(databaseUrl)) {
    const { default: SQLite } = await import('better-sqlite3');
    const source = new SQLite(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return;
  }
  pgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    ...schemaArgs(databaseUrl),
    '--file',
    target,
    databaseUrl,
  ]);
}

/**
 * Puts a backup in place of the database's contents. Stop the server first: its open
 * connections would go on with what they had read.
 */
export async function restore(databaseUrl: string, source: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError(`no backup at ${source}`);
  if (isSqlite(databaseUrl)) {
    const { default: SQLite } = await import('better-sqlite3');
    const from = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // The backup API writes a whole, consistent database over the target file.
      await from.backup(sqlitePath(databaseUrl));
    } finally {
      from.close();
    }
    return;
  }
  pgTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    ...schemaArgs(databaseUrl),
    '--dbname',
    databaseUrl,
    source,
  ]);
}

/** Tables of the game in a SQLite database, without SQLite's and the migrator's own. */
async function sqliteTables(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(db.kysely);
  return rows.rows.map((r) => r.name);
}

const BATCH = 500;

/**
 * Copies every row of a SQLite database into an empty PostgreSQL one, migrated to the same
 * version, in one transaction, and moves each id sequence past the copied ids. Answers the rows
 * copied per table.
 */
export async function copySqliteToPostgres(
  sqliteUrl: string,
  postgresUrl: string,
): Promise<Record<string, number>> {
  if (!isSqlite(sqliteUrl)) throw new BackupError('the source must be a sqlite: database');
  if (isSqlite(postgresUrl)) throw new BackupError('the target must be a postgres:// database');
  const from = openDatabase(sqliteUrl);
  const schema = pgSchemaOf(postgresUrl);
  const to = openDatabase(postgresUrl, schema ? { pgSchema: schema } : {});
  try {
    await from.migrate(serverMigrations());
    await to.migrate(serverMigrations());
    const players = await to.kysely
      .selectFrom('player')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(players.n) > 0) {
      throw new BackupError('the PostgreSQL database already has players; copy into an empty one');
    }
    const tables = await sqliteTables(from);
    const counts: Record<string, number> = {};
    await to.kysely.transaction().execute(async (trx) => {
      // Rows go in table by table; foreign keys are checked once, at commit.
      await sql`set constraints all deferred`.execute(trx);
      for (const table of tables) {
        const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
          from.kysely,
        );
        for (let i = 0; i < rows.rows.length; i += BATCH) {
          await trx
            .insertInto(table as never)
            .values(rows.rows.slice(i, i + BATCH) as never)
            .execute();
        }
        counts[table] = rows.rows.length;
        const hasId = rows.rows.length > 0 && 'id' in rows.rows[0]!;
        if (hasId) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id))
                    from ${sql.table(table)}
                    where pg_get_serial_sequence(${table}, 'id') is not null`.execute(trx);
        }
      }
    });
    return counts;
  } finally {
    await from.close();
    await to.close();
  }
}
