import type { TestServer } from './harness.js';

/**
 * A player's balances beside the sum of their ledger lines per exact currency: the money path
 * keeps the two equal.
 */
export async function books(s: TestServer, playerId: number) {
  const db = s.testDb.db.kysely;
  const row = await db
    .selectFrom('player')
    .select(['mithril', 'tickets', 'gold'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('currency_ledger')
    .select(['currency', 'delta', 'balance_after'])
    .where('player_id', '=', playerId)
    .execute();
  const sum = (c: string) =>
    lines.filter((l) => l.currency === c).reduce((a, l) => a + Number(l.delta), 0);
  return { row, gems: sum('MITHRIL'), tickets: sum('TICKETS'), lines };
}
