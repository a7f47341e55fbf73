import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDb, type TestDb } from '../../test/db.js';
import { namedStatementClient } from './pgStatements.js';
import { isRetryableConflict } from './tx.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb('postgres');
});
afterAll(() => testDb.drop());

/** A connection of the kind the game's pool makes, to the test database. */
async function connect(naming = { on: true }): Promise<pg.Client> {
  const Client = namedStatementClient(naming);
  const client = new Client({
    connectionString: testDb.url,
    options: `-c search_path=${testDb.pgSchema}`,
  });
  await client.connect();
  await client.query('create table if not exists stmt_probe (id int primary key, a text)');
  await client.query(`insert into stmt_probe values (1, 'one') on conflict do nothing`);
  return client;
}

async function prepared(client: pg.Client): Promise<string[]> {
  const r = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return r.rows.map((row) => row.statement);
}

describe('prepared statements on PostgreSQL', () => {
  it('prepares a parameterised statement once and runs it again by name', async () => {
    const client = await connect();
    try {
      const text = 'select a from stmt_probe where id = $1';
      for (let i = 0; i < 3; i++) {
        expect((await client.query(text, [1])).rows).toEqual([{ a: 'one' }]);
      }
      expect((await prepared(client)).filter((s) => s === text)).toHaveLength(1);
      // Statements without parameters, and transaction control, go as they are.
      await client.query('select 1');
      await client.query('begin');
      await client.query('commit');
      expect(await prepared(client)).toEqual([text]);
    } finally {
      await client.end();
    }
  });

  it('names nothing while its process migrates', async () => {
    const naming = { on: false };
    const client = await connect(naming);
    try {
      await client.query('select a from stmt_probe where id = $1', [1]);
      expect(await prepared(client)).toEqual([]);
      naming.on = true;
      await client.query('select a from stmt_probe where id = $1', [1]);
      expect(await prepared(client)).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('prepares again when a migration changes a table under a prepared statement', async () => {
    const client = await connect();
    const other = await connect();
    try {
      await client.query('create table stmt_changing (id int primary key, a text)');
      await client.query(`insert into stmt_changing values (1, 'one')`);
      const read = 'select * from stmt_changing where id = $1';
      expect((await client.query(read, [1])).rows).toEqual([{ id: 1, a: 'one' }]);

      // Another instance adds a column: outside a transaction the read simply answers anew.
      await other.query('alter table stmt_changing add column b int not null default 7');
      expect((await client.query(read, [1])).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);

      // Inside a transaction the stale plan aborts it, as a retryable conflict; run again
      // whole, the change goes through.
      await other.query('alter table stmt_changing add column c int not null default 8');
      await client.query('begin');
      const refused = await client.query(read, [1]).then(
        () => null,
        (error: unknown) => error,
      );
      await client.query('rollback');
      expect(refused).not.toBeNull();
      expect(isRetryableConflict(refused)).toBe(true);
      await client.query('begin');
      expect((await client.query(read, [1])).rows).toEqual([{ id: 1, a: 'one', b: 7, c: 8 }]);
      await client.query('commit');
    } finally {
      await client.end();
      await other.end();
    }
  });
});
