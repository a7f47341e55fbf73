import { freshKey, ledgerKey, type FreshKey, type LedgerKey } from '../economy/keys.js';
import type { PlayerUnit } from './unit.js';

/**
 * The ledger key of a paying press: the client's request id when it sent one, else a fresh key.
 * Null when that request was already carried out: it is answered as things stand, nothing moves.
 */
export async function pressKey(
  u: PlayerUnit,
  kind: string,
  requestId: string | undefined,
): Promise<LedgerKey | FreshKey | null> {
  if (requestId === undefined) return freshKey(kind);
  const key = ledgerKey(kind, u.id, requestId);
  return (await u.wallet.used(key)) ? null : key;
}
