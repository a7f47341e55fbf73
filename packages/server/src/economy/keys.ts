import { randomUUID } from 'node:crypto';

declare const natural: unique symbol;
declare const fresh: unique symbol;

/**
 * The identity of a money operation, supplied by the caller: a payment's external id, a battle's
 * id, a request id the client sent. One key moves money once: an operation repeated with the
 * same key changes nothing and answers what the first one did.
 */
export type LedgerKey = string & { readonly [natural]: true };

/**
 * A key for an operation that has no identity of its own (a player pressing "level up"): it is
 * never repeated, so it never deduplicates. Only spends may use one; a grant always names what
 * it pays for.
 */
export type FreshKey = string & { readonly [fresh]: true };

const PART = /^[\w.-]{1,120}$/;

/** A key from the parts that name the operation: `ledgerKey('battle', 17, 'reward')`. */
export function ledgerKey(kind: string, ...parts: readonly (string | number)[]): LedgerKey {
  const all = [kind, ...parts.map(String)];
  for (const part of all) {
    if (!PART.test(part)) throw new Error(`ledger key part "${part}" is not a plain word`);
  }
  return all.join(':') as LedgerKey;
}

export function freshKey(reason: string): FreshKey {
  return `${reason}:${randomUUID()}` as FreshKey;
}
