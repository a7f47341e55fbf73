import { randomUUID } from 'node:crypto';
import type { Amounts } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { PlayerRow } from '../player/repository.js';

/** Player columns of each currency the road and shops deal in. */
const COLUMNS = {
  GOLD: 'gold',
  CRYSTAL: 'crystal',
  ELIXIR: 'elixir',
  SULFUR: 'sulfur',
  CAVIAR: 'caviar',
  MITHRIL: 'mithril',
  TICKETS: 'tickets',
} as const;
type WalletCurrency = keyof typeof COLUMNS;
/** Exact currencies: whole numbers, every change with a ledger row. */
const EXACT = new Set<WalletCurrency>(['MITHRIL', 'TICKETS']);

export function walletOf(row: PlayerRow): Amounts {
  return {
    GOLD: row.gold,
    CRYSTAL: row.crystal,
    ELIXIR: row.elixir,
    SULFUR: row.sulfur,
    CAVIAR: row.caviar,
    MITHRIL: row.mithril,
    TICKETS: row.tickets,
  };
}

function isWalletCurrency(c: string): c is WalletCurrency {
  return Object.hasOwn(COLUMNS, c);
}

/**
 * Adds (positive) or takes (negative) amounts in one conditional update: nothing goes below
 * zero, and exact currencies write a ledger row in the same transaction. Throws the shortage
 * code when the player cannot pay.
 */
export async function changeWallet(
  trx: Executor,
  playerId: number,
  amounts: Amounts,
  reason: string,
  now: number,
  shortage: 'NOT_ENOUGH_RESOURCES' | 'NOT_ENOUGH_FUNDS' = 'NOT_ENOUGH_RESOURCES',
): Promise<void> {
  const entries = Object.entries(amounts).filter(
    (e): e is [WalletCurrency, number] =>
      isWalletCurrency(e[0]) && typeof e[1] === 'number' && e[1] !== 0,
  );
  if (entries.length === 0) return;
  for (const [currency, delta] of entries) {
    if (!Number.isFinite(delta)) throw new Error(`Non-finite ${currency} change: ${delta}`);
    if (EXACT.has(currency) && !Number.isInteger(delta))
      throw new Error(`${currency} must change by whole numbers`);
  }
  let q = trx.updateTable('player').where('id', '=', playerId);
  for (const [currency, delta] of entries) {
    if (delta < 0) q = q.where(COLUMNS[currency], '>=', -delta);
  }
  const result = await q
    .set((eb) => {
      const out: Record<string, unknown> = { updated_at: now };
      for (const [currency, delta] of entries)
        out[COLUMNS[currency]] = eb(COLUMNS[currency], '+', delta);
      return out;
    })
    .returning(['mithril', 'tickets'])
    .executeTakeFirst();
  if (!result) {
    const gems = entries.some(([c, d]) => c === 'MITHRIL' && d < 0);
    throw new AppError(gems ? 'NOT_ENOUGH_GEMS' : shortage);
  }
  for (const [currency, delta] of entries) {
    if (!EXACT.has(currency)) continue;
    await trx
      .insertInto('currency_ledger')
      .values({
        player_id: playerId,
        currency,
        delta,
        balance_after: currency === 'MITHRIL' ? result.mithril : result.tickets,
        reason,
        idempotency_key: `${reason}:${randomUUID()}`,
        created_at: now,
      })
      .execute();
  }
}
