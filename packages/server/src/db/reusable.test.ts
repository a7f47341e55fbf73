import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db.js';
import { reusable } from './reusable.js';

describe('a reusable query', () => {
  it('runs with fresh parameters each time, inside and outside transactions', async () => {
    const t = await createTestDb();
    try {
      const find = reusable(
        (db, key: string) => db.selectFrom('player').select('name').where('name_key', '=', key),
        ['sample'],
      );
      expect((await find(t.db.kysely, 'nobody')).rows).toEqual([]);
      const inTx = await t.db.kysely.transaction().execute((trx) => find(trx, 'still-nobody'));
      expect(inTx.rows).toEqual([]);
    } finally {
      await t.drop();
    }
  });

  it('refuses a builder whose placeholders do not follow its parameters', async () => {
    const t = await createTestDb();
    try {
      const swapped = reusable(
        (db, a: number, b: number) =>
          db.selectFrom('player').select('id').where('level', '=', b).where('id', '=', a),
        [-1, -2],
      );
      await expect(swapped(t.db.kysely, 1, 2)).rejects.toThrow(/out of order/);
    } finally {
      await t.drop();
    }
  });
});
