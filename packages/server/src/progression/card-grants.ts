import { cardDef } from '@heroroad/rules';
import type { LedgerKey } from '../economy/keys.js';
import type { PlayerUnit } from '../player/unit.js';
import { addCard } from './cards.js';

/**
 * A card found (in a battle, a chest, at a place) joins the player's cards once per key: the
 * battle, chest or place visit that holds it names the grant, so a replayed completion adds none.
 */
export async function grantFoundCard(
  u: PlayerUnit,
  cardId: string | null,
  key: LedgerKey,
): Promise<void> {
  if (cardId === null || !cardDef(cardId)) return;
  await u.wallet.grantGoods({ reason: `card-found:${cardId}`, key }, () =>
    addCard(u.trx, u.id, cardId),
  );
}
