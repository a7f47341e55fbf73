import { recomputeCreature } from '../creature/build.js';
import { MAX_SLOTS, MAX_SQUAD, type Creature } from '../creature/model.js';
import { hammerPrice, MAX_MAGIC_HAMMERS } from './forces.js';
import { squadSlots } from './experience.js';

/**
 * Free-slot offers (SPEC §9 "Time and offers", §3 Player offers): when a move fills the last slot
 * of a kind, the game offers one more for emeralds, for a day.
 * - SQUAD_SLOT: a bought hero had to wait in the reserve; one squad slot ahead of the level.
 * - ARTIFACT_SLOT: an artifact took a hero's last open slot; that hero's next slot ahead of rank.
 * - FORCE_SLOT: a force upgrade took the last parallel place; the next magic hammer at half price.
 */
export const SLOT_OFFER_KINDS = ['SQUAD_SLOT', 'ARTIFACT_SLOT', 'FORCE_SLOT'] as const;
export type SlotOfferKind = (typeof SLOT_OFFER_KINDS)[number];

/** An offer stands this long once made. */
export const SLOT_OFFER_HOURS = 24;
/** After an offer of a kind (for a hero, for artifact slots), the next waits this long. */
export const SLOT_OFFER_COOLDOWN_HOURS = 72;
/** Squad slots a player may buy ahead of the level, and artifact slots per hero ahead of rank. */
export const MAX_BOUGHT_SQUAD_SLOTS = 1;
export const MAX_EXTRA_ARTIFACT_SLOTS = 1;
/** Emeralds for a squad slot ahead of the level. */
export const SQUAD_SLOT_GEMS = 60;
/** Emeralds per artifact slot the hero already has, for the next one: 50, 75, 100, 125. */
export const ARTIFACT_SLOT_GEMS_PER_SLOT = 25;
/** The share of the next magic hammer's price a force-slot offer asks. */
export const FORCE_SLOT_SHARE = 0.5;

export function isSlotOfferKind(kind: string): kind is SlotOfferKind {
  return (SLOT_OFFER_KINDS as readonly string[]).includes(kind);
}

/** A squad slot is offered while the level leaves the squad short of six and none was bought. */
export function squadSlotOffer(playerLevel: number, bought: number): number | null {
  if (bought >= MAX_BOUGHT_SQUAD_SLOTS || squadSlots(playerLevel, bought) >= MAX_SQUAD) return null;
  return SQUAD_SLOT_GEMS;
}

/** A hero's next artifact slot is offered when all its open slots are worn and it may have more. */
export function artifactSlotOffer(hero: Creature): number | null {
  if (hero.temporal || (hero.extraSlots ?? 0) >= MAX_EXTRA_ARTIFACT_SLOTS) return null;
  if (hero.slotsCount >= MAX_SLOTS || hero.artifacts.length < hero.slotsCount) return null;
  return ARTIFACT_SLOT_GEMS_PER_SLOT * hero.slotsCount;
}

/** The next hammer at a discount, while hammers remain to be bought. */
export function forceSlotOffer(hammers: number): number | null {
  if (hammers >= MAX_MAGIC_HAMMERS) return null;
  return Math.ceil(hammerPrice(hammers) * FORCE_SLOT_SHARE);
}

/** The hero with its next artifact slot open ahead of its rank. */
export function withExtraSlot(hero: Creature): Creature {
  return recomputeCreature({ ...hero, extraSlots: (hero.extraSlots ?? 0) + 1 });
}
