import type { BankStatusDto, PaymentDto, PaymentProviderId } from '@heroroad/protocol';
import {
  EMERALD_PACKS,
  PACK_TO_STORE,
  bonusStatus,
  findPack,
  pickText,
  nextBankChest,
  nextBonusStatus,
  priceCurrency,
  purchase,
  type Lang,
} from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { PaymentsConfig } from '../core/payments-config.js';
import type { Db } from '../db/database.js';
import type { BusLog } from '../realtime/bus.js';
import type { PaymentLedger } from './ledger.js';
import type { PaymentOrders } from './orders.js';
import { ProviderFailure, type PaymentProvider } from './providers/types.js';
import * as bankRepo from './repository.js';
import { paymentDto, type PaymentRow } from './repository.js';

/** The bank: its packs for a player, orders, the test provider's confirmation. */
export class BankService {
  constructor(
    private readonly db: Db,
    private readonly ledger: PaymentLedger,
    private readonly providers: ReadonlyMap<PaymentProviderId, PaymentProvider>,
    private readonly config: PaymentsConfig,
    private readonly clock: Clock,
    private readonly log: BusLog,
    private readonly orders: PaymentOrders,
  ) {}

  async status(playerId: number, lang: Lang, asked?: string): Promise<BankStatusDto> {
    const currency = priceCurrency(asked);
    const now = this.clock();
    const account = await bankRepo.account(this.db.kysely, playerId);
    const sale = this.orders.saleInfo(now);
    const ctx = {
      gemsBought: account.gems_bought,
      firstPurchase: account.purchases === 0,
      salePercent: sale.active ? sale.percent : 0,
    };
    return {
      currency,
      packs: EMERALD_PACKS.map((pack) => ({
        ...purchase(pack, currency, ctx),
        id: pack.id,
        name: pickText(pack.name, lang),
        onSale: pack.onSale && sale.active,
      })),
      idToStore: PACK_TO_STORE,
      sale,
      providers: [...this.providers.values()]
        .filter((p) => p.currencies.includes(currency))
        .map((p) => ({ id: p.id, test: p.test })),
      gemsBought: account.gems_bought,
      firstPurchase: ctx.firstPurchase,
      bonusStatus: bonusStatus(account.gems_bought),
      nextStatus: nextBonusStatus(account.gems_bought),
      nextChest: nextBankChest(account.gems_bought),
    };
  }

  /** Makes the order with the catalogue's price, then asks the provider where to pay. */
  async order(
    payerId: number,
    lang: Lang,
    input: { packId: string; provider: PaymentProviderId; currency?: string; receiverId?: number },
  ): Promise<{ payment: PaymentDto; redirectUrl: string }> {
    const pack = findPack(input.packId);
    if (!pack) throw new AppError('PACK_UNKNOWN');
    const provider = this.providers.get(input.provider);
    const currency = priceCurrency(input.currency);
    if (!provider || !provider.currencies.includes(currency))
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    const receiverId = input.receiverId ?? payerId;
    const db = this.db.kysely;
    if (receiverId !== payerId) {
      const exists = await db
        .selectFrom('player')
        .select('id')
        .where('id', '=', receiverId)
        .executeTakeFirst();
      if (!exists) throw new AppError('RECEIVER_UNKNOWN', 404);
    }
    const order = await this.orders.record({
      payerId,
      receiverId,
      provider: provider.id,
      externalId: null,
      test: provider.test,
      packId: pack.id,
      price: pack.price[currency],
      currency,
    });
    const id = Number(order.id);
    let checkout;
    try {
      checkout = await provider.checkout({
        paymentId: id,
        description: pickText(pack.name, lang),
        price: pack.price[currency],
        currency,
        returnUrl: `${this.config.publicUrl}/?bankPayment=${id}`,
      });
    } catch (e) {
      if (!(e instanceof ProviderFailure)) throw e;
      this.log.warn(
        { provider: provider.id, paymentId: id, err: e.message },
        'payment provider failed',
      );
      await this.orders.dropUnpaid(id);
      throw new AppError('PAYMENT_PROVIDER_FAILED', 502);
    }
    const row = await this.orders.named(id, checkout.externalId);
    return { payment: paymentDto(row), redirectUrl: checkout.url };
  }

  private async mine(playerId: number, id: number): Promise<PaymentRow> {
    const p = await bankRepo.byId(this.db.kysely, id);
    if (!p || (Number(p.payer_id) !== playerId && Number(p.receiver_id) !== playerId))
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    return p;
  }

  async payment(playerId: number, id: number): Promise<PaymentDto> {
    return paymentDto(await this.mine(playerId, id));
  }

  /** The receiver saw the emeralds arrive: GEMS_GRANTED → GEMS_TAKEN (again: no change). */
  async take(playerId: number, id: number): Promise<PaymentDto> {
    const p = await this.mine(playerId, id);
    if (Number(p.receiver_id) !== playerId) throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (p.state === 'GEMS_TAKEN') return paymentDto(p);
    if (p.state !== 'GEMS_GRANTED') throw new AppError('PAYMENT_NOT_PAYABLE', 409);
    const moved = await bankRepo.move(
      this.db.kysely,
      id,
      ['GEMS_GRANTED'],
      { state: 'GEMS_TAKEN' },
      this.clock(),
    );
    return paymentDto(moved ?? (await this.mine(playerId, id)));
  }

  /** The test provider's page: its payer confirms, and the order takes the one grant path. */
  async testPay(playerId: number, id: number): Promise<PaymentDto> {
    if (!this.providers.has('test')) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 404);
    const p = await this.mine(playerId, id);
    if (p.provider !== 'test' || Number(p.payer_id) !== playerId || !p.external_id)
      throw new AppError('PAYMENT_NOT_FOUND', 404);
    if (p.state === 'REFUNDED') throw new AppError('PAYMENT_NOT_PAYABLE', 409);
    const { payment } = await this.ledger.grant('test', p.external_id, true, {
      amount: p.price,
      currency: p.currency,
    });
    return paymentDto(payment);
  }
}
