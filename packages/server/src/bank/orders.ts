import type { SaleInfoDto } from '@heroroad/protocol';
import { EMERALD_PACKS, switchedSaleWindow, type SaleMode, type SaleWindow } from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import type { Db } from '../db/database.js';
import * as bankRepo from './repository.js';
import type { PaymentRow } from './repository.js';

/** The operator's sale switch (live settings). */
export interface SaleSwitch {
  readonly sale: SaleMode;
  readonly saleSwitchedAt: number;
}
export const AUTO_SALE: SaleSwitch = { sale: 'AUTO', saleSwitchedAt: 0 };

/** The sale as player info and the bank carry it, after the operator's switch. */
export function saleInfo(now: number, live: SaleSwitch = AUTO_SALE): SaleInfoDto {
  const w = switchedSaleWindow(now, live.sale, live.saleSwitchedAt);
  return { ...w, packIds: EMERALD_PACKS.filter((p) => p.onSale).map((p) => p.id) };
}

/** An order about to be paid: who pays, who receives, where, for which pack and at what price. */
export interface NewOrder {
  readonly payerId: number;
  readonly receiverId: number;
  /** The own site's provider (`stripe`, `yookassa`, `test`) or a partner platform's source. */
  readonly provider: string;
  /** The provider's id of the order, when it is known before the row (partner platforms). */
  readonly externalId: string | null;
  readonly test: boolean;
  readonly packId: string;
  /** In the provider's units (minor units of money, a platform's votes or stars). */
  readonly price: number;
  readonly currency: string;
}

/**
 * The one writer of `payment` rows, for the own site and every partner platform alike. The sale
 * an order earns is fixed here, when the order is made, from the operator's live switch over the
 * weekly window (`switchedSaleWindow`); everything else a purchase gives (the first purchase's
 * doubling, the bonus status, the referrer's share) is priced when it is granted, by
 * `PaymentLedger`, from the same row. So one pack bought at one instant gives the same emeralds
 * whichever way it was paid.
 */
export class PaymentOrders {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly saleSwitch: () => SaleSwitch = () => AUTO_SALE,
  ) {}

  /** The sale window now, after the operator's switch. */
  sale(now: number = this.clock()): SaleWindow {
    const live = this.saleSwitch();
    return switchedSaleWindow(now, live.sale, live.saleSwitchedAt);
  }

  /** The sale as player info and the bank show it. */
  saleInfo(now: number = this.clock()): SaleInfoDto {
    return saleInfo(now, this.saleSwitch());
  }

  /**
   * Records an order as STARTED and answers its row. An order with an external id is recorded
   * once under (provider, external id, test flag): a repeat answers the first row as it stands.
   */
  async record(o: NewOrder): Promise<PaymentRow> {
    const now = this.clock();
    const sale = this.sale(now);
    const db = this.db.kysely;
    const values = {
      payer_id: o.payerId,
      receiver_id: o.receiverId,
      provider: o.provider,
      external_id: o.externalId,
      test: o.test ? 1 : 0,
      pack_id: o.packId,
      price: o.price,
      currency: o.currency,
      sale_percent: sale.active ? sale.percent : 0,
      gems: 0,
      gold_tickets: 0,
      debt: 0,
      state: 'STARTED',
      created_at: now,
      updated_at: now,
    } as const;
    if (o.externalId === null) {
      const { id } = await db
        .insertInto('payment')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await bankRepo.byId(db, Number(id)))!;
    }
    await db
      .insertInto('payment')
      .values(values)
      .onConflict((oc) => oc.columns(['provider', 'external_id', 'test']).doNothing())
      .execute();
    return (await bankRepo.byExternal(db, o.provider, o.externalId, o.test))!;
  }

  /** Names the provider's id of an own-site order once the provider has made its checkout. */
  async named(id: number, externalId: string): Promise<PaymentRow> {
    return this.db.kysely
      .updateTable('payment')
      .set({ external_id: externalId, updated_at: this.clock() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Drops an order the provider never took (its checkout failed): nothing was paid. */
  async dropUnpaid(id: number): Promise<void> {
    await this.db.kysely
      .deleteFrom('payment')
      .where('id', '=', id)
      .where('state', '=', 'STARTED')
      .execute();
  }
}
