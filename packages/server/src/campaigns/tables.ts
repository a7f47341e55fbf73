/** A reward a player has claimed: its name makes it once-only (`campaign:CHEST`, `share:20417`). */
export interface RewardClaimTable {
  player_id: number;
  claim: string;
  created_at: number;
}

/** A promo code the operators created. */
export interface PromoCodeTable {
  /** Upper case. */
  code: string;
  gems: number;
  tickets: number;
  expires_at: number | null;
  /** Redemptions allowed across all players; null for no cap. */
  max_uses: number | null;
  uses: number;
  created_at: number;
}

/** An offer window the player has seen: a campaign's name, or `SALE:<start>` for a sale. */
export interface OfferSeenTable {
  player_id: number;
  offer: string;
  created_at: number;
}

export interface CampaignTables {
  reward_claim: RewardClaimTable;
  promo_code: PromoCodeTable;
  offer_seen: OfferSeenTable;
}

declare module '../db/schema.js' {
  interface Database extends CampaignTables {}
}
