import type { WalletDto } from '@heroroad/protocol';
import { CURRENCY_DEFS, type Amounts } from '@heroroad/rules';
import type { Database } from '../db/schema.js';

/** The player's row as the player domain declares it (built after this one, so read by name). */
type PlayerTable = Database['player'];

/** The player column holding each currency a player's wallet keeps. */
export const COLUMNS = {
  GOLD: 'gold',
  CRYSTAL: 'crystal',
  ELIXIR: 'elixir',
  SULFUR: 'sulfur',
  CAVIAR: 'caviar',
  MITHRIL: 'mithril',
  TICKETS: 'tickets',
  ORDER_POINTS: 'good_points',
  SHADOW_POINTS: 'evil_points',
  TOKENS: 'tokens',
  AMETHYST: 'amethyst',
  GEARS: 'gears',
  GOLD_CRYSTAL: 'gold_crystal',
  EVENT_CURRENCY: 'event_currency',
} as const satisfies Partial<Record<keyof typeof CURRENCY_DEFS, keyof PlayerTable>>;

export type WalletCurrency = keyof typeof COLUMNS;
export const WALLET_CURRENCIES = Object.keys(COLUMNS) as WalletCurrency[];
export type WalletAmounts = Partial<Record<WalletCurrency, number>>;
export type Balances = Record<WalletCurrency, number>;

/** Currencies bought with real money: whole numbers, each change with a ledger line. */
export const EXACT = WALLET_CURRENCIES.filter((c) => CURRENCY_DEFS[c].integer);

export type BalanceRow = Pick<PlayerTable, (typeof COLUMNS)[WalletCurrency]>;

export function balancesOf(row: BalanceRow): Balances {
  const out = {} as Balances;
  for (const c of WALLET_CURRENCIES) out[c] = row[COLUMNS[c]];
  return out;
}

/** The player columns of `balances`. */
export function balanceColumns(balances: Balances): Partial<BalanceRow> {
  const out: Partial<Record<keyof BalanceRow, number>> = {};
  for (const c of WALLET_CURRENCIES) out[COLUMNS[c]] = balances[c];
  return out;
}

/** The balances as the player's clients name them (SPEC §3 Player fields). */
export function walletDto(balances: Balances): WalletDto {
  const out: Record<string, number> = {};
  for (const c of WALLET_CURRENCIES) out[CURRENCY_DEFS[c].playerField!] = balances[c];
  return out as WalletDto;
}

/** Everything the wallet keeps, in the rules' terms (prices and checks). */
export function walletOf(row: BalanceRow): Amounts {
  return balancesOf(row);
}

export function isWalletCurrency(c: string): c is WalletCurrency {
  return Object.hasOwn(COLUMNS, c);
}
