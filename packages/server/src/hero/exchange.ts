import type { Executor } from '../db/tx.js';
import { ledgerKey, type LedgerKey } from '../economy/keys.js';
import { usedKeys } from '../economy/ledger-queries.js';

/** The ledger key of a player's free hero exchange: one per player, so it happens once. */
export function heroExchangeKey(playerId: number): LedgerKey {
  return ledgerKey('hero-exchange', playerId);
}

/** Whether the player has made the free hero exchange: its key has moved goods (the economy's port). */
export async function exchangeUsed(db: Executor, playerId: number): Promise<boolean> {
  return (await usedKeys(db, [heroExchangeKey(playerId)])).size > 0;
}
