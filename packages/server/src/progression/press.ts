import { freshKey, ledgerKey, type FreshKey, type LedgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';

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

/**
 * A progression change (allowed during a battle: it only pays and starts waits) that answers
 * the domain's own view, read in the same transaction right after the change.
 */
export function changeAnswering<T>(
  players: PlayerService,
  playerId: number,
  fn: (u: PlayerUnit) => Promise<void>,
  view: (u: PlayerUnit) => Promise<T>,
): Promise<T> {
  return players.changeOnly(
    playerId,
    async (u) => {
      await fn(u);
      return view(u);
    },
    { duringBattle: true },
  );
}
