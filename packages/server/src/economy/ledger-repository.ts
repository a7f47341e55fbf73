import type { Executor } from '../db/tx.js';
import type { Balances, WalletAmounts, WalletCurrency } from './balances.js';

/** What an operation did, as stored: replayed keys answer it again. */
export interface StoredOperation {
  readonly playerId: number;
  readonly reason: string;
  readonly deltas: WalletAmounts;
  readonly balances: Balances;
}

// Money operations and the lines of exact currencies. Every operation has a row under its key
// (unique); emeralds and tickets also get a line each with the balance after it.

export async function find(db: Executor, key: string): Promise<StoredOperation | undefined> {
  const row = await db
    .selectFrom('ledger_operation')
    .select(['player_id', 'reason', 'deltas', 'balances'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        playerId: row.player_id,
        reason: row.reason,
        deltas: JSON.parse(row.deltas) as WalletAmounts,
        balances: JSON.parse(row.balances) as Balances,
      }
    : undefined;
}

export async function record(
  db: Executor,
  key: string,
  op: StoredOperation,
  exact: readonly WalletCurrency[],
  now: number,
): Promise<void> {
  await db
    .insertInto('ledger_operation')
    .values({
      idempotency_key: key,
      player_id: op.playerId,
      reason: op.reason,
      deltas: JSON.stringify(op.deltas),
      balances: JSON.stringify(op.balances),
      created_at: now,
    })
    .execute();
  const lines = exact.flatMap((currency) => {
    const delta = op.deltas[currency];
    return delta
      ? [
          {
            player_id: op.playerId,
            currency,
            delta,
            balance_after: op.balances[currency],
            reason: op.reason,
            idempotency_key: `${key}#${currency}`,
            created_at: now,
          },
        ]
      : [];
  });
  if (lines.length > 0) await db.insertInto('currency_ledger').values(lines).execute();
}
