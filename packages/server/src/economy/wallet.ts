import { shortageCode, type Amounts, type ErrorCode } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import {
  COLUMNS,
  EXACT,
  WALLET_CURRENCIES,
  balancesOf,
  isWalletCurrency,
  type Balances,
  type WalletAmounts,
  type WalletCurrency,
} from './balances.js';
import type { FreshKey, LedgerKey } from './keys.js';
import * as ledgerRepo from './ledger-repository.js';

/** An operation just written to the ledger, as the domains that count the player's deeds see it. */
export interface RecordedOperation {
  readonly playerId: number;
  readonly key: string;
  readonly reason: string;
  /** The change's time, the operation's `created_at`. */
  readonly at: number;
}

/** Told of each operation the ledger records, inside the change's transaction. */
export type OperationListener = (db: Executor, op: RecordedOperation) => Promise<void>;

/** The shortage message of currencies without one of their own. */
export type ShortageFallback = 'NOT_ENOUGH_RESOURCES' | 'NOT_ENOUGH_FUNDS';

export interface LedgerEntry<K> {
  /** Why the money moved, kept with the operation (`battle`, `restore`, `shop:potion`…). */
  readonly reason: string;
  readonly key: K;
}

/** What an operation did: the signed changes and the balances right after them. */
export interface Receipt {
  readonly key: string;
  /** True when the key had already been used: nothing moved this time. */
  readonly replayed: boolean;
  readonly deltas: WalletAmounts;
  readonly balances: Balances;
}

/** Signed, non-zero, checked changes; a currency the wallet does not keep is a fault. */
function deltasOf(amounts: Amounts, sign: 1 | -1): [WalletCurrency, number][] {
  const out: [WalletCurrency, number][] = [];
  for (const [currency, value] of Object.entries(amounts)) {
    if (value === undefined || value === 0) continue;
    if (!isWalletCurrency(currency)) throw new Error(`a player's wallet keeps no ${currency}`);
    if (!Number.isFinite(value) || value < 0) throw new Error(`bad ${currency} amount: ${value}`);
    if (EXACT.includes(currency) && !Number.isInteger(value))
      throw new Error(`${currency} moves by whole numbers`);
    out.push([currency, sign * value]);
  }
  return out;
}

function sameDeltas(a: WalletAmounts, b: WalletAmounts): boolean {
  return WALLET_CURRENCIES.every((c) => (a[c] ?? 0) === (b[c] ?? 0));
}

/**
 * A player's money inside that player's locked change (the kernel's `wallet` port). Every
 * grant and spend is one conditional update (nothing goes below zero), a row under the caller's
 * key, and a line per exact currency, all in the caller's transaction.
 */
export class Wallet {
  constructor(
    private readonly db: Executor,
    private readonly playerId: number,
    private readonly now: number,
    /** Told the balances after each change, once it is made (the kernel pushes them). */
    private readonly changed: (balances: Balances) => void,
    /** Told of each operation recorded, in the same transaction (the task counts). */
    private readonly listeners: readonly OperationListener[] = [],
  ) {}

  /** Pays the player; the same key again pays nothing and answers the first receipt. */
  grant(amounts: Amounts, entry: LedgerEntry<LedgerKey>): Promise<Receipt> {
    return this.apply(deltasOf(amounts, 1), entry, 'NOT_ENOUGH_RESOURCES');
  }

  /**
   * Takes amounts from the player, or throws the shortage of the first currency short
   * ('Недостаточно изумрудов', 'Недостаточно билетов'…, else `shortage`). A key already used
   * answers its first receipt: a caller delivering goods checks `replayed` first.
   */
  spend(
    amounts: Amounts,
    entry: LedgerEntry<LedgerKey | FreshKey> & { readonly shortage?: ShortageFallback },
  ): Promise<Receipt> {
    return this.apply(deltasOf(amounts, -1), entry, entry.shortage ?? 'NOT_ENOUGH_RESOURCES');
  }

  /**
   * Goods that are not money (a card found on the road) under the same rule as a grant: the key
   * takes a ledger row, with no change of balances, and `deliver` runs only the first time.
   * True when delivered now, false when the key had already delivered.
   */
  async grantGoods(entry: LedgerEntry<LedgerKey>, deliver: () => Promise<void>): Promise<boolean> {
    const earlier = await ledgerRepo.find(this.db, entry.key);
    if (earlier) {
      if (earlier.playerId !== this.playerId || earlier.reason !== entry.reason)
        throw new AppError('LEDGER_KEY_REUSED');
      return false;
    }
    await this.record(entry, {}, await this.read());
    await deliver();
    return true;
  }

  /**
   * Sets one balance outright (the operators' support tool): recorded as the change it makes,
   * under a key naming the audit entry that explains it.
   */
  async setBalance(
    currency: WalletCurrency,
    amount: number,
    entry: LedgerEntry<LedgerKey>,
  ): Promise<Receipt> {
    if (!Number.isFinite(amount) || amount < 0)
      throw new Error(`bad ${currency} amount: ${amount}`);
    const before = (await this.read())[currency];
    const deltas: WalletAmounts = { [currency]: amount - before };
    const row = await this.db
      .updateTable('player')
      .set({ [COLUMNS[currency]]: amount, updated_at: this.now })
      .where('id', '=', this.playerId)
      .returning(WALLET_CURRENCIES.map((c) => COLUMNS[c]))
      .executeTakeFirst();
    if (!row) throw new AppError('UNAUTHORIZED');
    const balances = balancesOf(row);
    await this.record(entry, deltas, balances);
    this.changed(balances);
    return { key: entry.key, replayed: false, deltas, balances };
  }

  /**
   * True when this player already made an operation under `key`: a caller whose goods depend on
   * more than the money (a hammer that raises the next one's price) answers a repeated press
   * before pricing it again.
   */
  async used(key: LedgerKey): Promise<boolean> {
    return (await ledgerRepo.find(this.db, key))?.playerId === this.playerId;
  }

  private async apply(
    changes: [WalletCurrency, number][],
    entry: LedgerEntry<string>,
    fallback: ErrorCode,
  ): Promise<Receipt> {
    const deltas = Object.fromEntries(changes) as WalletAmounts;
    if (changes.length === 0)
      return { key: entry.key, replayed: false, deltas, balances: await this.read() };
    const earlier = await ledgerRepo.find(this.db, entry.key);
    if (earlier) {
      if (
        earlier.playerId !== this.playerId ||
        earlier.reason !== entry.reason ||
        !sameDeltas(earlier.deltas, deltas)
      )
        throw new AppError('LEDGER_KEY_REUSED');
      return { key: entry.key, replayed: true, deltas, balances: earlier.balances };
    }
    const balances = await this.update(changes, fallback);
    await this.record(entry, deltas, balances);
    this.changed(balances);
    return { key: entry.key, replayed: false, deltas, balances };
  }

  /** Writes the operation's ledger rows and tells the listeners, all in the change. */
  private async record(
    entry: LedgerEntry<string>,
    deltas: WalletAmounts,
    balances: Balances,
  ): Promise<void> {
    const op = { playerId: this.playerId, reason: entry.reason, deltas, balances };
    await ledgerRepo.record(this.db, entry.key, op, EXACT, this.now);
    const told: RecordedOperation = {
      playerId: this.playerId,
      key: entry.key,
      reason: entry.reason,
      at: this.now,
    };
    for (const listener of this.listeners) await listener(this.db, told);
  }

  /** The balances as they stand in this change. */
  balances(): Promise<Balances> {
    return this.read();
  }

  private async read(): Promise<Balances> {
    const row = await this.db
      .selectFrom('player')
      .select(WALLET_CURRENCIES.map((c) => COLUMNS[c]))
      .where('id', '=', this.playerId)
      .executeTakeFirst();
    if (!row) throw new AppError('UNAUTHORIZED');
    return balancesOf(row);
  }

  private async update(
    changes: [WalletCurrency, number][],
    fallback: ErrorCode,
  ): Promise<Balances> {
    const columns = WALLET_CURRENCIES.map((c) => COLUMNS[c]);
    let q = this.db.updateTable('player').where('id', '=', this.playerId);
    for (const [currency, delta] of changes) {
      if (delta < 0) q = q.where(COLUMNS[currency], '>=', -delta);
    }
    const row = await q
      .set((eb) => {
        const out: Record<string, unknown> = { updated_at: this.now };
        for (const [currency, delta] of changes)
          out[COLUMNS[currency]] = eb(COLUMNS[currency], '+', delta);
        return out;
      })
      .returning(columns)
      .executeTakeFirst();
    if (row) return balancesOf(row);
    const have = await this.read();
    const short = changes.filter(([c, d]) => have[c] + d < 0).map(([c]) => c);
    throw new AppError(shortageCode(short, fallback));
  }
}
