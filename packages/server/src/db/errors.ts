/** True when a database error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** 0/1 integer columns to booleans and back. */
export const bool = (value: number | null | undefined): boolean => value === 1;
export const bit = (value: boolean): number => (value ? 1 : 0);

/** Socket errors of a lost or refused database connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** node-postgres reports a connection that ended under it, or never came, in these words. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when PostgreSQL is out of reach rather than refusing the statement: the connection was
 * refused, cut or timed out, the server is shutting down or starting (SQLSTATE class 08
 * connection exceptions, 57P01-57P03), or it has no connection left for a new one (53300,
 * "too many clients"). Such a request may be repeated once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || code.startsWith('08')) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
