import type { PlayerDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { inOrder } from '../db/in-order.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

/** Every player answer carries the live offers: kept compiled. */
const liveOffersOf = reusable(
  (db, playerId: number, now: number) =>
    db
      .selectFrom('offer')
      .select(['id', 'offer_type', 'viewed', 'expires_at', 'creature_id', 'price'])
      .where('player_id', '=', playerId)
      .where('taken_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
  [-101, -102],
);

/** The offers a player has neither taken nor let expire, for the player DTO. */
export async function offersOf(
  db: Executor,
  playerId: number,
  now: number,
): Promise<PlayerDto['offers']> {
  return inOrder((await liveOffersOf(db, playerId, now)).rows, 'id').map((o) => ({
    id: o.id,
    offerType: o.offer_type,
    viewed: o.viewed === 1,
    expiresAt: o.expires_at,
    creatureId: o.creature_id,
    price: o.price,
  }));
}

/** Marks one of the player's offers seen; another player's offer is not found. */
export async function markOfferSeen(db: Executor, playerId: number, offerId: number) {
  const r = await db
    .updateTable('offer')
    .set({ viewed: 1 })
    .where('id', '=', offerId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw new AppError('NOT_FOUND');
}
