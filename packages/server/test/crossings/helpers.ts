import { expect } from 'vitest';
import type { manualClock } from '../../src/core/clock.js';
import { seededRandom } from '../../src/core/random.js';
import { ledgerKey } from '../../src/economy/keys.js';
import { books } from '../books.js';
import { startTestServer, type TestServer } from '../harness.js';

/**
 * Players changing together (gifts, letters, the market, clans, duels, referral shares) must
 * never deadlock, and nothing may be made or lost: each file of this folder crosses one path.
 */

/** Thursday 26 Nov 2026, 12:00 Moscow: when every crossing happens. */
export const CROSSINGS_START = Date.UTC(2026, 10, 26, 9);

/** A server with the test payment provider, its randomness seeded per file. */
export function startCrossingsServer(
  clock: ReturnType<typeof manualClock>,
  seed: string,
): Promise<TestServer> {
  return startTestServer({
    clock,
    random: seededRandom(seed),
    config: {
      payments: {
        testProvider: true,
        publicUrl: 'https://heroroad.test',
        stripe: null,
        yookassa: null,
      },
    },
  });
}

/** No answer of a burst is a server fault: deadlocks used to surface as 500 on PostgreSQL. */
export function noFaults(answers: readonly { status: number; body: unknown }[]) {
  const faults = answers.filter((a) => a.status >= 500);
  expect(faults.map((f) => JSON.stringify(f.body))).toEqual([]);
}

/** Pairs (0↔1, 2↔3…) and a ring (each to the next, the last to the first) over `n` players. */
export const pairs = (n: number) => Array.from({ length: n }, (_, i) => [i, i ^ 1] as const);
export const ring = (n: number) => Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as const);

/** A player whose every balance came through the ledger. */
export async function funded(
  s: TestServer,
  level: number,
  amounts: { MITHRIL?: number; GOLD?: number },
) {
  const p = await s.trial('EN');
  await s.testDb.db.kysely
    .updateTable('player')
    .set({ level, mithril: 0, tickets: 0, gold: 0 })
    .where('id', '=', p.playerId)
    .execute();
  await s.server.kernel.players.withPlayer(p.playerId, (u) =>
    u.wallet.grant(amounts, { reason: 'test', key: ledgerKey('test', p.playerId, 'funds') }),
  );
  return p;
}

/** Emeralds and tickets equal the sums of their ledger lines. */
export async function expectBooksBalanced(s: TestServer, playerIds: readonly number[]) {
  for (const id of playerIds) {
    const b = await books(s, id);
    expect(b.row.mithril, `player ${id} emeralds`).toBe(b.gems);
    expect(b.row.tickets, `player ${id} tickets`).toBe(b.tickets);
  }
}
