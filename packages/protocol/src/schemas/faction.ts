import { FACTIONS } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { literalUnion } from './enums.js';

export const FactionGoodSchema = Type.Object({
  id: Type.String(),
  faction: literalUnion(FACTIONS),
  consumableId: Type.String(),
  count: Type.Integer(),
  price: Type.Integer(),
});

/** The faction shop: the player's Order and Shadow points and what each side sells. */
export const FactionShop = Type.Object({
  orderPoints: Type.Number(),
  shadowPoints: Type.Number(),
  goods: Type.Array(FactionGoodSchema),
});
export type FactionShopDto = Static<typeof FactionShop>;

/** One of the merchant's bundles today; `bought` when this player has taken it today. */
export const MarketLotSchema = Type.Object({
  slot: Type.Integer(),
  consumableId: Type.String(),
  count: Type.Integer(),
  price: Type.Number(),
  bought: Type.Boolean(),
});

/** The market: the merchant's bundles for today and when he leaves. */
export const Market = Type.Object({
  endsAt: Type.Number(),
  lots: Type.Array(MarketLotSchema),
});
export type MarketDto = Static<typeof Market>;
