import type { Generated } from 'kysely';

/** One order of emeralds (SPEC §3 payment): who pays, who receives, what and through whom. */
export interface PaymentTable {
  id: Generated<number>;
  payer_id: number;
  receiver_id: number;
  provider: string;
  /** The provider's id of the order (Stripe's Checkout Session, YooKassa's payment); null until made. */
  external_id: string | null;
  /** 1 for a test order: its grant is marked as a test and never counts as live money. */
  test: number;
  pack_id: string;
  /** Price in minor units of `currency`, from the catalogue when the order was made. */
  price: number;
  currency: string;
  /** The sale share promised when the order was made (0 outside a sale). */
  sale_percent: number;
  /** Emeralds and gold tickets granted (0 until granted). */
  gems: number;
  gold_tickets: number;
  state: string;
  /** Emeralds a refund could not take back because they were spent. */
  debt: number;
  created_at: number;
  updated_at: number;
}

/** What a player has bought in the bank: statuses, tickets and chests follow it. */
export interface BankAccountTable {
  player_id: number;
  /** Emeralds bought with live money (bonuses excluded). */
  gems_bought: number;
  /** Granted purchases, live or test; the first is doubled. */
  purchases: number;
  /** Emeralds refunded after they were spent; the account is flagged for staff while above 0. */
  debt: number;
  flagged: number;
  updated_at: number;
}

/** Provider notifications already handled, by the provider's own event id: a replay moves nothing. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  payment_id: number | null;
  kind: string;
  created_at: number;
}

export interface BankTables {
  payment: PaymentTable;
  bank_account: BankAccountTable;
  payment_event: PaymentEventTable;
}

declare module '../db/schema.js' {
  interface Database extends BankTables {}
}
