import { CHEST_TYPES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint.js';
import { CAMPAIGNS, literalUnion } from '../schemas/enums.js';
import { Player } from '../schemas/player.js';

const tags = ['campaign'];
const CampaignParams = Type.Object({ id: literalUnion(CAMPAIGNS) });

const CampaignOffer = Type.Object({
  campaign: literalUnion(CAMPAIGNS),
  name: Type.String(),
  gems: Type.Integer(),
  tickets: Type.Integer(),
  chest: Type.Union([literalUnion(CHEST_TYPES), Type.Null()]),
});

/** The windows the game opens by itself: the running sale and a campaign not seen yet. */
export const OfferWindow = Type.Object({
  sale: Type.Union([Type.Object({ percent: Type.Integer(), endsAt: Type.Number() }), Type.Null()]),
  campaign: Type.Union([CampaignOffer, Type.Null()]),
});
export type OfferWindowDto = Static<typeof OfferWindow>;

const CampaignStatus = Type.Object({
  campaign: literalUnion(CAMPAIGNS),
  used: Type.Boolean(),
  name: Type.String(),
  gems: Type.Integer(),
  tickets: Type.Integer(),
  chest: Type.Union([Type.String(), Type.Null()]),
});

export const OkGroupStatus = Type.Object({
  offered: Type.Boolean(),
  member: Type.Union([Type.Boolean(), Type.Null()]),
  campaignUsed: Type.Boolean(),
  dailyTaken: Type.Boolean(),
  daily: Type.Object({ gold: Type.Integer(), tickets: Type.Integer() }),
});
export type OkGroupStatusDto = Static<typeof OkGroupStatus>;

/** SPEC §7 Campaigns: one use each, the game's gifts, and promo codes. */
export const campaigns = {
  offerWindow: endpoint({
    method: 'GET',
    url: '/api/campaign/offer/window',
    access: 'TRIAL',
    summary: 'The sale window and the campaign window still to show the player (from level 3)',
    tags,
    response: OfferWindow,
  }),
  offerSeen: endpoint({
    method: 'POST',
    url: '/api/campaign/offer/seen/:offer',
    access: 'TRIAL',
    summary: "A window was seen (a campaign's, or the running sale's): it is not shown again",
    tags,
    params: Type.Object({ offer: literalUnion([...CAMPAIGNS, 'SALE'] as const) }),
    response: OfferWindow,
  }),
  status: endpoint({
    method: 'GET',
    url: '/api/campaign/get/status/:id',
    access: 'TRIAL',
    summary: 'Whether the player has used a campaign, and what it gives',
    tags,
    params: CampaignParams,
    response: CampaignStatus,
  }),
  chestStatuses: endpoint({
    method: 'GET',
    url: '/api/campaign/get/chest/statuses',
    access: 'TRIAL',
    summary: 'The chest campaigns (CHEST, CHEST_2, CHEST_3): used or not, and what each gives',
    tags,
    response: Type.Array(CampaignStatus),
  }),
  artStatus: endpoint({
    method: 'GET',
    url: '/api/campaign/get/art/status',
    access: 'TRIAL',
    summary: 'The artifact set campaign (ARTIFACT_SET_1): used or not, and what it gives',
    tags,
    response: CampaignStatus,
  }),
  portalDiscounts: endpoint({
    method: 'GET',
    url: '/api/campaign/get/portal/discounts',
    access: 'TRIAL',
    summary: 'The portal discount campaign (PORTAL_DISCOUNT): used or not, and what it gives',
    tags,
    response: CampaignStatus,
  }),
  use: endpoint({
    method: 'POST',
    url: '/api/campaign/use/:id',
    access: 'TRIAL',
    summary: "Use a campaign (once per player; again answers 'Вы уже воспользовались акцией')",
    tags,
    params: CampaignParams,
    response: Player,
  }),
  okGroup: endpoint({
    method: 'GET',
    url: '/api/campaign/get/ok/group',
    access: 'TRIAL',
    summary:
      "The OK group: offered here, the player's membership as OK answers it (null: OK did not answer), its campaign used, today's reward taken",
    tags,
    response: OkGroupStatus,
  }),
  okDailyTake: endpoint({
    method: 'GET',
    url: '/api/campaign/daily/ok/take',
    access: 'TRIAL',
    summary: "Take the OK group's daily reward (members of the game's group, once a Moscow day)",
    tags,
    response: Player,
    // SPEC §7 lists it among the campaign GETs; it changes state, so the cross-site guard applies.
    changesState: true,
  }),
  welcomeGift: endpoint({
    method: 'GET',
    url: '/api/player/promo/gift/accept',
    access: 'TRIAL',
    summary: 'Accept the welcome gift of 99 emeralds (once per player)',
    tags,
    response: Player,
    // SPEC §3 declares it a GET; it changes state, so the cross-site guard applies.
    changesState: true,
  }),
  share: endpoint({
    method: 'POST',
    url: '/api/campaign/share',
    access: 'TRIAL',
    summary: 'The sharing reward, +15 emeralds once per Moscow day',
    tags,
    response: Player,
  }),
  adReward: endpoint({
    method: 'POST',
    url: '/api/campaign/ad/reward',
    access: 'TRIAL',
    summary: 'The rewarded-ad (daily watch) reward, at most three a Moscow day',
    tags,
    response: Type.Object({ player: Player, left: Type.Integer() }),
  }),
  redeem: endpoint({
    method: 'POST',
    url: '/api/campaign/promo/redeem',
    access: 'TRIAL',
    summary: 'Redeem a promo code (once per player, before it expires, while uses remain)',
    tags,
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }),
    response: Player,
    ratePerMinute: 20,
  }),
};
