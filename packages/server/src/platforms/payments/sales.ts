import { platformPrice } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { PaymentLedger } from '../../bank/ledger.js';
import type { PaymentOrders } from '../../bank/orders.js';
import * as bankRepo from '../../bank/repository.js';
import type { PaymentRow } from '../../bank/repository.js';
import type { BusLog } from '../../realtime/bus.js';

export interface PaidOrder {
  readonly source: string;
  /** The platform's id of the order: the idempotency key with the source and the test flag. */
  readonly externalId: string;
  readonly test: boolean;
  readonly playerId: number;
  readonly packId: string;
  /** What the platform says was paid, in the platform's units. */
  readonly amount: number;
  readonly currency: string;
}

export interface Settled {
  readonly paymentId: number;
  /** This call moved the emeralds (a repeat answers false). */
  readonly granted: boolean;
  /** A test order answered but not granted (test grants are off). */
  readonly held: boolean;
}

/**
 * Platform orders into the bank's one way in. An order a platform reports paid is recorded by
 * the bank's `PaymentOrders` (the one writer of payment rows, which prices the sale from the
 * operator's live switch as the own site's orders are) under (platform, external id, test flag)
 * with the catalogue's price, checked against what the platform says was paid, and granted
 * through `PaymentLedger` in the receiver's locked change: any number of repeats, concurrent or
 * not, grant once (platforms.md rules 4-6).
 */
export class PlatformSales {
  constructor(
    private readonly db: Db,
    private readonly orders: PaymentOrders,
    private readonly ledger: PaymentLedger,
    private readonly log: BusLog,
    private readonly testGrants: boolean,
  ) {}

  /** The catalogue's price of a pack on a platform, or PACK_UNKNOWN. */
  price(source: string, packId: string) {
    const price = platformPrice(source, packId);
    if (!price) throw new AppError('PACK_UNKNOWN');
    return price;
  }

  /** Records an order the player is about to pay (an invoice), priced from the catalogue. */
  async pending(source: string, playerId: number, packId: string, externalId: string) {
    const price = this.price(source, packId);
    const row = await this.insert(source, externalId, false, playerId, packId, price);
    return { paymentId: Number(row.id), ...price };
  }

  private insert(
    source: string,
    externalId: string,
    test: boolean,
    playerId: number,
    packId: string,
    price: { amount: number; currency: string },
  ): Promise<PaymentRow> {
    return this.orders.record({
      payerId: playerId,
      receiverId: playerId,
      provider: source,
      externalId,
      test,
      packId,
      price: price.amount,
      currency: price.currency,
    });
  }

  /** A paid order: checked against the catalogue, recorded once, granted once. */
  async paid(o: PaidOrder): Promise<Settled> {
    const price = this.price(o.source, o.packId);
    if (o.amount !== price.amount || o.currency.toUpperCase() !== price.currency) {
      this.log.warn(
        {
          source: o.source,
          externalId: o.externalId,
          expected: price,
          got: [o.amount, o.currency],
        },
        'platform payment amount or currency does not match the catalogue',
      );
      throw new AppError('PAYMENT_MISMATCH');
    }
    const row = await this.insert(o.source, o.externalId, o.test, o.playerId, o.packId, price);
    if (o.test && !this.testGrants) {
      this.log.info(
        { source: o.source, externalId: o.externalId },
        'platform test order answered, not granted: test grants are off',
      );
      return { paymentId: Number(row.id), granted: false, held: true };
    }
    const { payment, granted } = await this.ledger.grant(o.source, o.externalId, o.test, {
      amount: o.amount,
      currency: price.currency,
    });
    this.log.info(
      { source: o.source, paymentId: payment.id, granted, test: o.test },
      'platform payment',
    );
    return { paymentId: Number(payment.id), granted, held: false };
  }

  /** A known order: the one a pending invoice made, or a paid one. */
  order(source: string, externalId: string, test = false): Promise<PaymentRow | undefined> {
    return bankRepo.byExternal(this.db.kysely, source, externalId, test);
  }

  /** Grants a recorded order (an invoice paid) with what the platform confirmed. */
  async grantRecorded(source: string, externalId: string, amount: number, currency: string) {
    return this.ledger.grant(source, externalId, false, { amount, currency });
  }

  /** Takes a refunded order's goods back (or records the debt); an unknown order is logged. */
  async refunded(source: string, externalId: string, test: boolean): Promise<PaymentRow | null> {
    if (!(await this.order(source, externalId, test))) {
      this.log.warn({ source, externalId, test }, 'platform refund of an unknown order');
      return null;
    }
    const row = await this.ledger.refund(source, externalId, test);
    this.log.info({ source, paymentId: row.id, debt: row.debt }, 'platform payment refunded');
    return row;
  }
}
