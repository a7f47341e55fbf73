import { BANK_CHESTS, findPack, purchase, type PriceCurrency } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import type { BusLog } from '../realtime/bus.js';
import type { Db } from '../db/database.js';
import { ledgerKey } from '../economy/keys.js';
import { giveChest } from '../fortune/chests.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import * as bankRepo from './repository.js';
import type { PaymentRow } from './repository.js';

export interface Confirmed {
  /** Minor units, as the provider confirmed them. */
  readonly amount: number;
  readonly currency: string;
}

/** Told inside the receiver's change when a payment is granted (`bought`: emeralds bought). */
export type GrantListener = (
  unit: PlayerUnit,
  payment: PaymentRow,
  bought: number,
) => Promise<void>;
/** Told inside the receiver's change when a granted payment is refunded. */
export type RefundListener = (unit: PlayerUnit, payment: PaymentRow) => Promise<void>;

/**
 * The one path money from a provider takes into a player's wallet, and back out on a refund.
 * A payment is found by (provider, external id, test flag); its grant runs in the receiver's
 * locked change, moves the payment from STARTED under a conditional update and pays under the
 * payment's own ledger key, so a notification repeated any number of times grants once.
 */
export class PaymentLedger {
  private readonly granted: GrantListener[] = [];
  private readonly refunded: RefundListener[] = [];

  /** Later domains (the referral program) act on a grant or a refund in the same change. */
  onGranted(listener: GrantListener): void {
    this.granted.push(listener);
  }

  onRefunded(listener: RefundListener): void {
    this.refunded.push(listener);
  }

  constructor(
    private readonly db: Db,
    private readonly players: PlayerKernel,
    private readonly log: BusLog,
  ) {}

  private async find(provider: string, externalId: string, test: boolean): Promise<PaymentRow> {
    const p = await bankRepo.byExternal(this.db.kysely, provider, externalId, test);
    if (!p) {
      this.log.warn({ provider, externalId, test }, 'payment notification for an unknown order');
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    }
    return p;
  }

  /** Grants a paid order; answers the payment and whether this call granted it. */
  async grant(
    provider: string,
    externalId: string,
    test: boolean,
    confirmed: Confirmed,
  ): Promise<{ payment: PaymentRow; granted: boolean }> {
    const found = await this.find(provider, externalId, test);
    if (confirmed.amount !== found.price || confirmed.currency.toUpperCase() !== found.currency) {
      this.log.warn(
        { provider, externalId, expected: [found.price, found.currency], got: confirmed },
        'payment amount or currency does not match the order',
      );
      throw new AppError('PAYMENT_MISMATCH');
    }
    return this.players.withPlayer(Number(found.receiver_id), async (unit) => {
      const p = (await bankRepo.byId(unit.trx, Number(found.id)))!;
      if (p.state !== 'STARTED') return { payment: p, granted: false };
      const pack = findPack(p.pack_id);
      if (!pack) throw new Error(`payment ${p.id} names unknown pack ${p.pack_id}`);
      const account = await bankRepo.account(unit.trx, unit.id);
      const q = purchase(pack, p.currency as PriceCurrency, {
        gemsBought: account.gems_bought,
        firstPurchase: account.purchases === 0,
        salePercent: p.sale_percent,
      });
      await unit.wallet.grant(
        { MITHRIL: q.gems, TICKETS: q.goldTickets },
        { reason: p.test ? 'payment:test' : 'payment', key: ledgerKey('payment', p.id, 'grant') },
      );
      const moved = await bankRepo.move(
        unit.trx,
        Number(p.id),
        ['STARTED'],
        { state: 'GEMS_GRANTED', gems: q.gems, gold_tickets: q.goldTickets },
        unit.now,
      );
      if (!moved) throw new Error(`payment ${p.id} moved under a held lock`);
      let debt = account.debt;
      if (debt > 0) {
        // Emeralds owed from an earlier refund are settled from this purchase first.
        const settle = Math.min(debt, q.gems);
        await unit.wallet.spend(
          { MITHRIL: settle },
          { reason: 'refund:debt', key: ledgerKey('payment', p.id, 'debt') },
        );
        debt -= settle;
      }
      // Each bank chest is given once per player: its source names the threshold.
      for (const chest of q.chests) {
        const at = BANK_CHESTS.find((c) => c.chest === chest)!.at;
        await giveChest(unit.trx, unit.id, chest, `bank:${at}`, unit.now);
      }
      await bankRepo.saveAccount(unit.trx, {
        ...account,
        gems_bought: account.gems_bought + q.bought,
        purchases: account.purchases + 1,
        debt,
        flagged: debt > 0 ? 1 : 0,
        updated_at: unit.now,
      });
      for (const listener of this.granted) await listener(unit, moved, q.bought);
      return { payment: moved, granted: true };
    });
  }

  /**
   * Takes a refunded order's emeralds and tickets back. What was already spent cannot be taken:
   * the balance stays at zero (never below), the rest is recorded as debt, settled from later
   * purchases, and the account is flagged for staff.
   */
  async refund(provider: string, externalId: string, test: boolean): Promise<PaymentRow> {
    const found = await this.find(provider, externalId, test);
    return this.players.withPlayer(Number(found.receiver_id), async (unit) => {
      const p = (await bankRepo.byId(unit.trx, Number(found.id)))!;
      if (p.state === 'REFUNDED') return p;
      if (p.state === 'STARTED')
        return (await bankRepo.move(
          unit.trx,
          Number(p.id),
          ['STARTED'],
          { state: 'REFUNDED' },
          unit.now,
        ))!;
      const have = await unit.wallet.balances();
      const gems = Math.min(p.gems, have.MITHRIL);
      const tickets = Math.min(p.gold_tickets, have.TICKETS);
      await unit.wallet.spend(
        { MITHRIL: gems, TICKETS: tickets },
        { reason: 'refund', key: ledgerKey('payment', p.id, 'refund') },
      );
      const debt = p.gems - gems;
      const moved = (await bankRepo.move(
        unit.trx,
        Number(p.id),
        ['GEMS_GRANTED', 'GEMS_TAKEN'],
        { state: 'REFUNDED', debt },
        unit.now,
      ))!;
      const account = await bankRepo.account(unit.trx, unit.id);
      const pack = findPack(p.pack_id);
      await bankRepo.saveAccount(unit.trx, {
        ...account,
        gems_bought: Math.max(0, account.gems_bought - (pack?.gems ?? 0)),
        debt: account.debt + debt,
        flagged: account.debt + debt > 0 ? 1 : account.flagged,
        updated_at: unit.now,
      });
      for (const listener of this.refunded) await listener(unit, moved);
      if (debt > 0 || tickets < p.gold_tickets)
        this.log.warn(
          { paymentId: p.id, playerId: unit.id, debt, ticketsKept: p.gold_tickets - tickets },
          'refund after the emeralds were spent: debt recorded, account flagged',
        );
      return moved;
    });
  }
}
