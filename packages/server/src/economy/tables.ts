import type { Generated } from 'kysely';

/** Every change of an exact currency (emeralds, tickets), written in the same transaction. */
export interface CurrencyLedgerTable {
  id: Generated<number>;
  player_id: number;
  currency: string;
  delta: number;
  balance_after: number;
  reason: string;
  /** Unique: the operation's key and the currency (`battle:17:reward#MITHRIL`). */
  idempotency_key: string;
  created_at: number;
}

/** Every money operation under the key its caller gave: a key moves money once. */
export interface LedgerOperationTable {
  idempotency_key: string;
  player_id: number;
  reason: string;
  /** JSON: the signed change of each currency. */
  deltas: string;
  /** JSON: every balance of the wallet right after the operation. */
  balances: string;
  created_at: number;
}

export interface EconomyTables {
  currency_ledger: CurrencyLedgerTable;
  ledger_operation: LedgerOperationTable;
}

declare module '../db/schema.js' {
  interface Database extends EconomyTables {}
}
