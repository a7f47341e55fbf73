import type {
  EverydayReward as RulesEverydayReward,
  Place as RulesPlace,
  PlaceGift as RulesPlaceGift,
} from '@heroroad/rules';
import type { Static } from 'typebox';
import type { EverydayReward, Gained, Place, PlaceGift } from '../schemas/road.js';
import type { Assert, Flat, Loose, Mirrors } from './equals.js';

/**
 * A place's gift as sent: one object whose `kind` says which fields are present; its kind,
 * currency and class are plain strings on the wire.
 */
type GiftAsSent = Loose<Flat<RulesPlaceGift>>;

/**
 * A place as drawn by the rules, where the wire differs: its type is a string, its gift is
 * flattened (above) and how long it takes to come back is sent as the moment it does
 * (`respawnAt`, one of the player's own fields below).
 */
type PlaceAsSent = Omit<RulesPlace, 'placeType' | 'gift' | 'respawnSeconds'> & {
  placeType: string;
  gift: GiftAsSent;
};

/**
 * What the server adds of the player's own road: who stands there, whether a battle there was
 * lost, whether it was taken, what a gainable holds now and when a taken place comes back. The
 * guard it sends is null once beaten.
 */
type PlayerRoadState = 'creatureId' | 'battleLost' | 'used' | 'available' | 'respawnAt';

/**
 * The daily reward as given: its gold and potions travel as what was gained, as every grant's
 * do; the wire adds the player and when the next reward waits.
 */
type RewardAsGiven = Omit<RulesEverydayReward, 'gold' | 'potions'> & {
  gained: Static<typeof Gained>;
};

/**
 * The road shapes the rules and the wire both declare (the guard is in `content.ts`). A field
 * added, dropped or retyped on one side only fails here.
 */
export type RoadMirrors = [
  Assert<Mirrors<GiftAsSent, Static<typeof PlaceGift>>>,
  Assert<Mirrors<PlaceAsSent, Omit<Static<typeof Place>, PlayerRoadState>>>,
  Assert<Mirrors<RewardAsGiven, Omit<Static<typeof EverydayReward>, 'player' | 'nextAt'>>>,
];
