import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.js';

describe('database errors', () => {
  it('tells a database out of reach from a statement it refused', () => {
    const lost = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
      { code: '53300', message: 'sorry, too many clients already' },
    ];
    for (const e of lost) expect(isDatabaseUnavailable(e), String(e.message)).toBe(true);
    const refused = [
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      { code: '42P01', message: 'relation "x" does not exist' },
      { code: 'SQLITE_BUSY', message: 'database is locked' },
      new Error('something else'),
      null,
      'text',
    ];
    for (const e of refused) expect(isDatabaseUnavailable(e)).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });
});
