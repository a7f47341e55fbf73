import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../core/errors.js';
import { freshKey, ledgerKey } from '../economy/keys.js';
import { books } from '../../test/books.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** The balance, and the sum of every ledger line of the currency: they must be equal. */

async function emptyPlayer() {
  const p = await s.trial();
  // Start from nothing so the ledger alone explains the balance.
  await s.testDb.db.kysely
    .updateTable('player')
    .set({ mithril: 0, tickets: 0 })
    .where('id', '=', p.playerId)
    .execute();
  return p;
}

describe('the money path under concurrency', () => {
  it('1,000 concurrent spends on one account: never below zero, ledger sum equals balance', async () => {
    const p = await emptyPlayer();
    const withPlayer = s.server.kernel.players.withPlayer.bind(s.server.kernel.players);
    await withPlayer(p.playerId, (u) =>
      u.wallet.grant(
        { MITHRIL: 600 },
        { reason: 'test', key: ledgerKey('test', p.playerId, 'seed') },
      ),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        withPlayer(p.playerId, (u) =>
          u.wallet.spend({ MITHRIL: 1 + (i % 2) }, { reason: 'shop', key: freshKey('shop') }),
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect((r.reason as AppError).code).toBe('NOT_ENOUGH_GEMS');
    const spent = results.reduce((a, r, i) => a + (r.status === 'fulfilled' ? 1 + (i % 2) : 0), 0);
    const b = await books(s, p.playerId);
    expect(b.row.mithril).toBe(600 - spent);
    expect(b.row.mithril).toBeGreaterThanOrEqual(0);
    expect(b.row.mithril).toBeLessThanOrEqual(1);
    expect(b.gems).toBe(b.row.mithril);
    expect(b.lines.every((l) => Number(l.balance_after) >= 0)).toBe(true);
  }, 120_000);

  it('any interleaving of grants and spends keeps balances exact and never negative', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), gems: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ kind: fc.constant('spend' as const), gems: fc.integer({ min: 1, max: 300 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        const p = await emptyPlayer();
        run++;
        const kernel = s.server.kernel.players;
        await Promise.allSettled(
          ops.map((o, i) =>
            kernel.withPlayer(p.playerId, (u) =>
              o.kind === 'grant'
                ? u.wallet.grant(
                    { MITHRIL: o.gems, TICKETS: 1 },
                    { reason: 'test', key: ledgerKey('prop', run, i) },
                  )
                : u.wallet.spend({ MITHRIL: o.gems }, { reason: 'shop', key: freshKey('shop') }),
            ),
          ),
        );
        const b = await books(s, p.playerId);
        expect(b.row.mithril).toBeGreaterThanOrEqual(0);
        expect(b.gems).toBe(b.row.mithril);
        expect(b.tickets).toBe(b.row.tickets);
      }),
      { numRuns: 25, seed: 20261125 },
    );
  }, 120_000);
});
