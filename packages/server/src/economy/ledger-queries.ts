import { sql } from 'kysely';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import type { WalletCurrency } from './balances.js';
import type { LedgerKey } from './keys.js';

/**
 * What other domains may ask of the ledger, without knowing how its tables or keys are spelled:
 * which keys already moved money, a player's operations in a span, whether any operation matches
 * a pattern of key parts, how much of an exact currency a player has spent.
 */

/** Stands for any one part of a key in a `KeyPattern` (never a part itself: not a plain word). */
export const ANY_PART = '*';

/** The parts of keys to look for, as `ledgerKey` takes them: `['battle', ANY_PART, 'reward']`. */
export type KeyPattern = readonly [kind: string, ...parts: readonly (string | number)[]];

/** True when a key was made from parts that fit the pattern. */
export function keyMatches(key: string, pattern: KeyPattern): boolean {
  const parts = key.split(':');
  return (
    parts.length === pattern.length &&
    pattern.every((p, i) => p === ANY_PART || String(p) === parts[i])
  );
}

/** The pattern in SQL LIKE, with `!` escaping the parts' own `_`. */
function likeOf(pattern: KeyPattern): string {
  return pattern
    .map((p) => (p === ANY_PART ? '%' : String(p).replace(/[!%_]/g, (c) => `!${c}`)))
    .join(':');
}

/** One key asked about (a player answer asks whether the hero exchange was used): compiled. */
const oneKey = reusable(
  (db, key: string) =>
    db.selectFrom('ledger_operation').select('idempotency_key').where('idempotency_key', '=', key),
  ['sample-key'],
);

/** Which of these keys have moved money already. */
export async function usedKeys(db: Executor, keys: readonly LedgerKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  if (keys.length === 1) {
    const { rows } = await oneKey(db, keys[0]!);
    return new Set(rows.map((r) => r.idempotency_key));
  }
  const rows = await db
    .selectFrom('ledger_operation')
    .select('idempotency_key')
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.idempotency_key));
}

/** One operation as other domains read it: its reason and its key. */
export interface LedgerOperation {
  readonly reason: string;
  readonly key: string;
}

/** Every player answer counts the day's tasks from these: kept compiled. */
const operationsOf = reusable(
  (db, playerId: number, from: number, to: number) =>
    db
      .selectFrom('ledger_operation')
      .select(['reason', 'idempotency_key'])
      .where('player_id', '=', playerId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to),
  [-101, -102, -103],
);

/** A player's operations between two moments (start included, end excluded). */
export async function operationsBetween(
  db: Executor,
  playerId: number,
  from: number,
  to: number,
): Promise<LedgerOperation[]> {
  const { rows } = await operationsOf(db, playerId, from, to);
  return rows.map((r) => ({ reason: r.reason, key: r.idempotency_key }));
}

/** Whether the player has any operation whose key fits the pattern (keys of one kind share a shape). */
export async function hasOperation(
  db: Executor,
  playerId: number,
  pattern: KeyPattern,
): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_operation')
    .select('idempotency_key')
    .where('player_id', '=', playerId)
    .where(sql<boolean>`idempotency_key like ${likeOf(pattern)} escape '!'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every player answer shows the emeralds spent (a side task): kept compiled. */
const spentOf = reusable(
  (db, playerId: number, currency: WalletCurrency) =>
    db
      .selectFrom('currency_ledger')
      .select((eb) => eb.fn.sum<number | string | null>('delta').as('spent'))
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .where('delta', '<', sql.lit(0)),
  [-101, 'MITHRIL'],
);

/** How much of an exact currency (one with ledger lines) a player has spent, ever. */
export async function spentEver(
  db: Executor,
  playerId: number,
  currency: WalletCurrency,
): Promise<number> {
  const [row] = (await spentOf(db, playerId, currency)).rows;
  return -Number(row?.spent ?? 0);
}

/** One operation with what it moved, for the staff's view of a player's log. */
export interface LedgerEntry extends LedgerOperation {
  /** The signed change of each currency. */
  readonly deltas: Readonly<Record<string, number>>;
  readonly at: number;
}

/** A player's latest operations before a moment, newest first. */
export async function operationsBefore(
  db: Executor,
  playerId: number,
  before: number,
  limit: number,
): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('ledger_operation')
    .select(['idempotency_key', 'reason', 'deltas', 'created_at'])
    .where('player_id', '=', playerId)
    .where('created_at', '<', before)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    key: r.idempotency_key,
    reason: r.reason,
    deltas: JSON.parse(r.deltas) as Record<string, number>,
    at: Number(r.created_at),
  }));
}
