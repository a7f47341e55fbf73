import { describe, expect, it } from 'vitest';
import { CONFLICT_ATTEMPTS, isRetryableConflict, retryConflicts } from './tx.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('a change that lost a conflict on PostgreSQL', () => {
  it('runs again whole after a deadlock or a serialization failure', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const value = await retryConflicts(async () => {
        runs++;
        if (runs < 3) throw pgError(code);
        return 'done';
      });
      expect([value, runs]).toEqual(['done', 3]);
    }
  });

  it('gives up after its attempts, and never repeats any other failure', async () => {
    let runs = 0;
    await expect(
      retryConflicts(() => {
        runs++;
        return Promise.reject(pgError('40P01'));
      }),
    ).rejects.toThrow('pg 40P01');
    expect(runs).toBe(CONFLICT_ATTEMPTS);
    runs = 0;
    await expect(
      retryConflicts(() => {
        runs++;
        return Promise.reject(pgError('23505'));
      }),
    ).rejects.toThrow('pg 23505');
    expect(runs).toBe(1);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});
