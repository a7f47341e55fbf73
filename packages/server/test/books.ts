import { COLUMNS, WALLET_CURRENCIES, balancesOf, type Balances } from '../src/economy/balances.js';
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

/** Every balance of a player's wallet and the keys of their ledger operations so far. */
export async function walletMark(s: TestServer, playerId: number) {
  const db = s.testDb.db.kysely;
  const row = await db
    .selectFrom('player')
    .select(WALLET_CURRENCIES.map((c) => COLUMNS[c]))
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  const ops = await db
    .selectFrom('ledger_operation')
    .select('idempotency_key')
    .where('player_id', '=', playerId)
    .execute();
  return { balances: balancesOf(row), keys: new Set(ops.map((o) => o.idempotency_key)) };
}

/**
 * What changed in a player's wallet since `mark`, beside what the ledger operations written
 * since then explain, per currency: the money path keeps the two equal.
 */
export async function walletChangeSince(
  s: TestServer,
  playerId: number,
  mark: Awaited<ReturnType<typeof walletMark>>,
) {
  const now = await walletMark(s, playerId);
  const ops = await s.testDb.db.kysely
    .selectFrom('ledger_operation')
    .select(['idempotency_key', 'deltas'])
    .where('player_id', '=', playerId)
    .execute();
  const explained = Object.fromEntries(WALLET_CURRENCIES.map((c) => [c, 0])) as Balances;
  for (const op of ops) {
    if (mark.keys.has(op.idempotency_key)) continue;
    const deltas = JSON.parse(op.deltas) as Partial<Balances>;
    for (const c of WALLET_CURRENCIES) explained[c] += deltas[c] ?? 0;
  }
  const changed = Object.fromEntries(
    WALLET_CURRENCIES.map((c) => [c, now.balances[c] - mark.balances[c]]),
  ) as Balances;
  return { changed, explained, balances: now.balances, newKeys: ops.length - mark.keys.size };
}

/** Emeralds the bank counts as bought by a player (fixtures for what purchases earn). */
export async function setGemsBought(s: TestServer, playerId: number, gems: number) {
  const row = {
    player_id: playerId,
    gems_bought: gems,
    purchases: gems > 0 ? 1 : 0,
    debt: 0,
    flagged: 0,
    updated_at: s.clock(),
  };
  await s.testDb.db.kysely
    .insertInto('bank_account')
    .values(row)
    .onConflict((oc) => oc.column('player_id').doUpdateSet(row))
    .execute();
}
