import { api, type PlayerDto } from '@heroroad/protocol';
import { creatureName, isSlotOfferKind } from '@heroroad/rules';
import type { GameServices } from './ports';

/**
 * What the free-slot offers reach: the server's calls, the player, the clock, a toast in the
 * player's language and its sound.
 */
export type SlotOfferPorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'bus' | 'lang' | 'now' | 'player' | 't' | 'ui'
>;

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

/** An offer's name: the slot offered and, for an artifact slot, which of whose. */
export function slotOfferName(
  game: Pick<GameServices, 't' | 'lang'>,
  player: PlayerDto | null | undefined,
  offer: SlotOffer,
): string {
  const hero = player?.creatures.find((c) => c.id === offer.creatureId);
  return game.t(`slotOffers.name.${offer.offerType as 'SQUAD_SLOT'}`, {
    hero: hero ? creatureName(hero.identifier, game.lang) : '',
    slot: (hero?.slotsCount ?? 0) + 1,
  });
}

/**
 * A toast for each standing offer not yet shown or announced: once per offer, however often the
 * player is refreshed (the road's chip keeps calling until the offers screen is opened).
 */
export function announceNewSlotOffers(game: SlotOfferPorts): void {
  const player = game.player.getState().player;
  const unseen = slotOffersOf(player, game.now()).filter((o) => !o.viewed);
  const ui = game.ui.getState();
  const fresh = new Set(ui.announceOffers(unseen.map((o) => o.id)));
  for (const o of unseen.filter((x) => fresh.has(x.id))) {
    ui.toast('info', game.t('slotOffers.toast', { name: slotOfferName(game, player, o) }));
  }
}

/** Pays an offer's emeralds for its slot; the answer carries the slot and drops the offer. */
export async function takeSlotOffer(game: SlotOfferPorts, offer: SlotOffer): Promise<void> {
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
  game: SlotOfferPorts,
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
