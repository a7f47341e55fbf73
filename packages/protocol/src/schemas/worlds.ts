import { SNOW_DIFFICULTIES, SNOW_UNLOCKS } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from './enums.js';

/** The day's portal discount: its percent, whether the player chose it and has spent it. */
export const PortalOffer = Type.Object({
  percent: Type.Integer(),
  chosen: Type.Boolean(),
  used: Type.Boolean(),
  /** When the offer changes (the next Moscow midnight), epoch ms. */
  endsAt: Type.Number(),
});
export type PortalOfferDto = Static<typeof PortalOffer>;

/** A PORTAL place: the free way down the road and the paid way into its realm. */
export const PortalInfo = Type.Object({
  placeId: Type.Integer(),
  stair: Type.Integer(),
  /** The stair the free way back down the road leads to. */
  teleportStair: Type.Integer(),
  /** Gold the realm costs without a discount. */
  price: Type.Integer(),
  /** Gold with the day's discount, when the player has chosen it and not spent it yet. */
  discountedPrice: Type.Union([Type.Integer(), Type.Null()]),
  offer: PortalOffer,
  /** Steps a realm visit allows, and caviar a realm's resource place holds at most. */
  realmSteps: Type.Integer(),
  caviar: Type.Number(),
});
export type PortalInfoDto = Static<typeof PortalInfo>;

export const PortalGoodSchema = Type.Object({
  id: Type.String(),
  consumableId: Type.String(),
  count: Type.Integer(),
  price: Type.Integer(),
});

/** The portal shop: the player's caviar and the goods it buys. */
export const PortalShop = Type.Object({
  caviar: Type.Number(),
  goods: Type.Array(PortalGoodSchema),
});
export type PortalShopDto = Static<typeof PortalShop>;

export const SnowDifficultySchema = literalUnion(SNOW_DIFFICULTIES);

/**
 * The snow world from the road: what unlocked it, its difficulties, the return time, the visit in
 * progress.
 */
export const SnowState = Type.Object({
  /** The SNOW_WORLD campaign (for good), the clan's SNOW_WORLD building, or nothing yet. */
  unlockedBy: literalUnion(SNOW_UNLOCKS),
  difficulties: Type.Array(
    Type.Object({
      id: SnowDifficultySchema,
      minLevel: Type.Integer(),
      steps: Type.Integer(),
      /** The player's level reaches it (entering also needs `unlockedBy` other than NONE). */
      open: Type.Boolean(),
    }),
  ),
  /** When a new visit may start (epoch ms; 0: now). */
  returnAt: Type.Number(),
  visits: Type.Integer(),
  /** Which road the player is on now. */
  world: literalUnion(['ROAD', 'SIDE_ROAD', 'SNOW', 'REALM'] as const),
  difficulty: Type.Union([SnowDifficultySchema, Type.Null()]),
  /** Steps left in the snow world or realm the player is in (null on the roads). */
  stepsLeft: Type.Union([Type.Integer(), Type.Null()]),
});
export type SnowStateDto = Static<typeof SnowState>;
