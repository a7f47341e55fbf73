import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';

/** Amounts by currency (the rules' `Amounts`): `{ MITHRIL: 70, TICKETS: 1 }`. */
export const AmountsDto = Type.Record(Type.String(), Type.Number());

/** A gift one player sent another (SPEC §3 Gift, receiver id). */
export const Gift = Type.Object({
  id: Id,
  /** The catalogue's gift (`rules` GIFTS). */
  giftId: Type.String(),
  senderId: Id,
  senderName: Type.String(),
  receiverId: Id,
  receiverName: Type.String(),
  /** What accepting it gives, fixed when it was sent. */
  reward: AmountsDto,
  createdAt: Type.Number(),
  acceptedAt: Nullable(Type.Number()),
});
export type GiftDto = Static<typeof Gift>;

export const GiftInbox = Type.Object({
  gifts: Type.Array(Gift),
  /** Gifts that arrived since the inbox was last opened. */
  giftNews: Type.Integer(),
  /** A gift waits to be accepted. */
  haveNewGift: Type.Boolean(),
});
export type GiftInboxDto = Static<typeof GiftInbox>;

/** The referral bonus waiting to be taken (player info `referralBonus`). */
export const ReferralBonus = Type.Object({
  startBonus: Type.Integer(),
  refClanBonus: Type.Integer(),
  refBonus: Type.Integer(),
});

export const ReferralStatus = Type.Object({
  /** Referral works on the player's platform; when false, code and link are null. */
  enabled: Type.Boolean(),
  code: Nullable(Type.String()),
  link: Nullable(Type.String()),
  /** Players bound to this one's code. */
  friends: Type.Integer(),
  /** Friends whose purchases earned a share (the steps count these). */
  payingFriends: Type.Integer(),
  /** The share the next purchase of a friend earns (the current step). */
  sharePercent: Type.Integer(),
  steps: Type.Array(Type.Object({ payingFriends: Type.Integer(), percent: Type.Integer() })),
  /** The last step with the clan's share: SPEC §9's 45%. */
  maxPercent: Type.Integer(),
  clanPercent: Type.Integer(),
  startBonus: Type.Integer(),
  /** What waits to be taken now. */
  bonus: ReferralBonus,
  /** Emeralds taken from the program so far. */
  taken: Type.Integer(),
});
export type ReferralStatusDto = Static<typeof ReferralStatus>;
