import { sql } from 'kysely';
import { inOrder } from '../db/in-order.js';
import type { Executor } from '../db/tx.js';

/** Cards held by kind, as the player info's cardState carries them. */
export async function cardsOf(db: Executor, playerId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('progression_card')
    .select(['card_id', 'count'])
    .where('player_id', '=', playerId)
    .where('count', '>', 0)
    .execute();
  return Object.fromEntries(inOrder(rows, 'card_id').map((r) => [r.card_id, Number(r.count)]));
}

export async function addCard(db: Executor, playerId: number, cardId: string): Promise<void> {
  await db
    .insertInto('progression_card')
    .values({ player_id: playerId, card_id: cardId, count: 1 })
    .onConflict((oc) =>
      oc.columns(['player_id', 'card_id']).doUpdateSet({ count: sql`progression_card.count + 1` }),
    )
    .execute();
}

/** Takes one card of a kind; false when the player holds none. */
export async function takeCard(db: Executor, playerId: number, cardId: string): Promise<boolean> {
  const r = await db
    .updateTable('progression_card')
    .set({ count: sql`count - 1` })
    .where('player_id', '=', playerId)
    .where('card_id', '=', cardId)
    .where('count', '>', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
