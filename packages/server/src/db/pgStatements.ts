import pg from 'pg';

/** Statements that take parameters and may be prepared: the game's reads and writes. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\b/i;
/**
 * Distinct statement texts a process names at most. The game's queries are a few hundred (an
 * `in (…)` list gives one text per length); past the cap a text simply goes unnamed, so SQL
 * built from unbounded input can never fill the server's memory with prepared statements.
 */
export const MAX_NAMED_STATEMENTS = 2_000;

/** Statement texts and their numbers, shared by every connection of the process. */
const numbers = new Map<string, number>();

function numberOf(text: string): number | null {
  const known = numbers.get(text);
  if (known !== undefined) return known;
  if (numbers.size >= MAX_NAMED_STATEMENTS) return null;
  numbers.set(text, numbers.size);
  return numbers.size - 1;
}

/**
 * PostgreSQL's answer to a prepared statement whose result's columns changed under it (a
 * migration added or dropped a column of a `select *`, while this connection kept the plan).
 */
export function isStalePlan(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '0A000' &&
    typeof message === 'string' &&
    message.includes('cached plan must not change result type')
  );
}

/**
 * A connection that prepares each of the game's parameterised statements once and then only
 * binds and runs it: PostgreSQL parsed and planned every statement anew when it came unnamed,
 * which on a machine shared with the database was a third of the place read's time.
 *
 * Names are per text and per connection's generation. When another instance's migration changes
 * a table under a prepared `select *`, PostgreSQL refuses the old plan once (`isStalePlan`): the
 * connection starts a new generation of names, so every statement is prepared again, and runs the
 * statement once more when no transaction is open. Inside a transaction the refusal aborts it;
 * the player kernel's changes run again whole on it (`isRetryableConflict`, `db/tx.ts`). While
 * this process migrates, statements go unnamed (`naming`), so its own migrations never meet a
 * plan they made stale.
 */
export function namedStatementClient(naming: { on: boolean }): typeof pg.Client {
  return class NamedStatementClient extends pg.Client {
    private generation = 0;
    private inTransaction = false;

    // pg's `query` has many overloads; Kysely calls `query(text, values)` and awaits the promise.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const query = super.query.bind(this) as (...args: unknown[]) => never;
      if (typeof config === 'string') {
        if (BEGINS.test(config)) this.inTransaction = true;
        else if (ENDS.test(config)) this.inTransaction = false;
      }
      if (
        !naming.on ||
        typeof config !== 'string' ||
        !Array.isArray(values) ||
        values.length === 0 ||
        callback !== undefined ||
        !PREPARABLE.test(config)
      ) {
        return query(config, values, callback);
      }
      const number = numberOf(config);
      if (number === null) return query(config, values);
      return this.named(config, number, values) as never;
    }

    private async named(text: string, number: number, values: unknown[]): Promise<unknown> {
      const run = () =>
        (super.query as (config: pg.QueryConfig) => Promise<unknown>).call(this, {
          name: `hr${number}g${this.generation}`,
          text,
          values,
        });
      try {
        return await run();
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        this.generation++;
        if (this.inTransaction) throw error;
        return run();
      }
    }
  };
}
