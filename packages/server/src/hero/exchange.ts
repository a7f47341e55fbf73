import type { Executor } from '../db/tx.js';
import { ledgerKey, type LedgerKey } from '../economy/keys.js';
import { LedgerRepository } from '../economy/ledger-repository.js';

/** The ledger key of a player's free hero exchange: one per player, so it happens once. */
export function heroExchangeKey(playerId: number): LedgerKey {
  return ledgerKey('hero-exchange', playerId);
}

/** Whether the player has made the free hero exchange: its ledger row says so. */
export async function exchangeUsed(db: Executor, playerId: number): Promise<boolean> {
  return (await new LedgerRepository(db).find(heroExchangeKey(playerId)))?.playerId === playerId;
}
