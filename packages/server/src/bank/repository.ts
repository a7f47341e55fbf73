import type { PaymentDto, PaymentSource, PaymentState } from '@heroroad/protocol';
import type { PaymentCurrency } from '@heroroad/rules';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/tx.js';
import type { BankAccountTable, PaymentTable } from './tables.js';

export type PaymentRow = Selectable<PaymentTable>;
export type BankAccount = Selectable<BankAccountTable>;

export function paymentDto(p: PaymentRow): PaymentDto {
  return {
    id: Number(p.id),
    payerId: Number(p.payer_id),
    receiverId: Number(p.receiver_id),
    provider: p.provider as PaymentSource,
    packId: p.pack_id,
    price: p.price,
    currency: p.currency as PaymentCurrency,
    gems: p.gems,
    goldTickets: p.gold_tickets,
    state: p.state as PaymentState,
    test: p.test === 1,
    createdAt: Number(p.created_at),
  };
}

// Payments and bank accounts, read and written inside the caller's transaction.

export function byId(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();
}

export function byExternal(
  db: Executor,
  provider: string,
  externalId: string,
  test: boolean,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .where('test', '=', test ? 1 : 0)
    .executeTakeFirst();
}

/** Moves a payment on only from the state the caller saw: of two racing moves one lands. */
export async function move(
  db: Executor,
  id: number,
  from: readonly PaymentState[],
  patch: Partial<Pick<PaymentTable, 'state' | 'gems' | 'gold_tickets' | 'debt'>>,
  now: number,
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payment')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
}

export async function account(db: Executor, playerId: number): Promise<BankAccount> {
  const row = await db
    .selectFrom('bank_account')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return (
    row ?? {
      player_id: playerId,
      gems_bought: 0,
      purchases: 0,
      debt: 0,
      flagged: 0,
      updated_at: 0,
    }
  );
}

export async function saveAccount(db: Executor, a: BankAccount): Promise<void> {
  const values = { ...a };
  await db
    .insertInto('bank_account')
    .values(values)
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        gems_bought: a.gems_bought,
        purchases: a.purchases,
        debt: a.debt,
        flagged: a.flagged,
        updated_at: a.updated_at,
      }),
    )
    .execute();
}

/** The payments a player made or received, newest first (the staff's player card). */
export async function paymentsOf(
  db: Executor,
  playerId: number,
  limit: number,
): Promise<PaymentDto[]> {
  const rows = await db
    .selectFrom('payment')
    .selectAll()
    .where((eb) => eb.or([eb('receiver_id', '=', playerId), eb('payer_id', '=', playerId)]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(paymentDto);
}

/** How many real (not test) payments granted a player emeralds, and how many emeralds in all. */
export function paidTotalOf(db: Executor, playerId: number) {
  return db
    .selectFrom('payment')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('gems').as('gems')])
    .where('receiver_id', '=', playerId)
    .where('state', '=', 'GEMS_GRANTED')
    .where('test', '=', 0)
    .executeTakeFirst();
}
