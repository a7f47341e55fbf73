import { api, type PlayerDto } from '@heroroad/protocol';
import { isSlotOfferKind } from '@heroroad/rules';
import type { GameServices } from './ports';

export type SlotOffer = PlayerDto['offers'][number];

/** The player's free-slot offers still standing (the server drops those taken or expired). */
export function slotOffersOf(player: PlayerDto | null | undefined, now: number): SlotOffer[] {
  return (player?.offers ?? []).filter(
    (o) =>
      isSlotOfferKind(o.offerType) &&
      o.price !== null &&
      (o.expiresAt === null || o.expiresAt > now),
  );
}

/** Pays an offer's emeralds for its slot; the answer carries the slot and drops the offer. */
export async function takeSlotOffer(game: GameServices, offer: SlotOffer): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.progression.takeSlotOffer, {
      params: { id: offer.id },
      throttleId: `slotOffer:${offer.id}`,
    }),
  );
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui
    .getState()
    .toast('success', game.t(`slotOffers.taken.${offer.offerType as 'SQUAD_SLOT'}`));
}

/** The offers were shown: the road's chip stops calling for them. */
export async function markSlotOffersSeen(
  game: GameServices,
  offers: readonly SlotOffer[],
): Promise<void> {
  for (const o of offers.filter((x) => !x.viewed)) {
    game.applyPlayer(
      await game.api.call(api.road.offerSeen, {
        body: { id: o.id },
        throttleId: `offerSeen:${o.id}`,
      }),
    );
  }
}
