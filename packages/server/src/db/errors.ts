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
