import type { Generated } from 'kysely';

/** A gift one player bought for another (SPEC §3 Gift). */
export interface GiftTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  /** The catalogue's gift (`rules` GIFTS). */
  gift_id: string;
  /** What the sender paid and what accepting gives, as JSON amounts fixed when it was sent. */
  price: string;
  reward: string;
  /** The sender's key for this sending: the same key sends once. */
  request_key: string;
  created_at: number;
  /** When the receiver opened the inbox with it in; null while it is news. */
  seen_at: number | null;
  accepted_at: number | null;
}

/** A player who came through another's referral link: bound once, at registration. */
export interface ReferralLinkTable {
  player_id: number;
  referrer_id: number;
  created_at: number;
}

/** A referral bonus waiting for its player (start bonus, shares of a friend's purchase). */
export interface ReferralBonusTable {
  id: Generated<number>;
  player_id: number;
  /** 'start' | 'ref' | 'clan' (player info `referralBonus`: startBonus, refBonus, refClanBonus). */
  kind: string;
  amount: number;
  /** What earned it, unique: `start:<player>`, `ref:payment:<id>`, `clan:payment:<id>`. */
  source_key: string;
  /** The friend whose registration or purchase earned it. */
  friend_id: number;
  payment_id: number | null;
  created_at: number;
  taken_at: number | null;
  /** Set when the purchase it shares was refunded before it was taken. */
  cancelled_at: number | null;
}

export interface GiftsTables {
  gift: GiftTable;
  referral_link: ReferralLinkTable;
  referral_bonus: ReferralBonusTable;
}

declare module '../db/schema.js' {
  interface Database extends GiftsTables {}
}
