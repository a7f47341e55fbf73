import type { ChestType } from '../battle/outcome.js';
import type { Amounts } from '../content/currencies.js';
import type { LocalText } from '../i18n/lang.js';

/** SPEC §3 Campaigns. */
export const CAMPAIGNS = [
  'OK_GROUP',
  'CHEST',
  'CHEST_2',
  'CHEST_3',
  'WHEEL',
  'ARTIFACT_SET_1',
  'GEMS_PLUS_50',
  'HERO',
  'SNOW_WORLD',
  'BOOSTER',
  'PORTAL_DISCOUNT',
] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

/**
 * SPEC §3 "Campaign types: chest, wheel": the kinds of campaign the player info's `campaignTypes`
 * names when something of that kind waits for the player (GAME_DESIGN.md "Campaign types").
 */
export const CAMPAIGN_TYPES = ['chest', 'wheel'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * Which campaign types wait: `chest` while a delayed chest is unopened or a chest campaign is
 * open and earned, `wheel` while the day's free spin or a prize waits or the WHEEL campaign is
 * open and earned. A campaign whose purchase is still to make waits for nothing the player can
 * take, so it lights no mark (the bank's thresholds say what is left to buy).
 */
export function campaignTypesWaiting(w: {
  readonly open: readonly Campaign[];
  readonly gemsBought: number;
  readonly chestsUnopened: number;
  readonly freeSpin: boolean;
  readonly prizePending: boolean;
}): CampaignType[] {
  const takeable = (c: Campaign) =>
    w.open.includes(c) &&
    campaignEarned(CAMPAIGN_DEFS[c], { gemsBought: w.gemsBought, groupMember: false });
  const out: CampaignType[] = [];
  if (w.chestsUnopened > 0 || (['CHEST', 'CHEST_2', 'CHEST_3'] as const).some(takeable))
    out.push('chest');
  if (w.freeSpin || w.prizePending || takeable('WHEEL')) out.push('wheel');
  return out;
}

/**
 * What earns a campaign (GAME_DESIGN.md "Campaigns"), checked by the server, never taken on the
 * player's word: membership of the game's group, read from the platform's server API, or
 * emeralds bought in the bank (what the bank counts as bought, so a refund takes it back).
 */
export type CampaignCondition =
  { readonly kind: 'GROUP' } | { readonly kind: 'PURCHASE'; readonly gemsBought: number };

export interface CampaignDef {
  readonly name: LocalText;
  /** Paid into the wallet when used. */
  readonly amounts: Amounts;
  /** A delayed chest given when used. */
  readonly chest: ChestType | null;
  readonly condition: CampaignCondition;
}

const bought = (gemsBought: number): CampaignCondition => ({ kind: 'PURCHASE', gemsBought });

/**
 * What each campaign gives, once per player (SPEC §8 'Вы уже воспользовались акцией'). The
 * SNOW_WORLD campaign is also the player's pass into the snow world, for good (worlds/snow.ts
 * `snowUnlockedBy`). Campaigns named after boosters and portals pay in the currency those are
 * priced in (docs/GAME_DESIGN.md).
 */
export const CAMPAIGN_DEFS: Readonly<Record<Campaign, CampaignDef>> = {
  OK_GROUP: {
    name: { ru: 'Вступите в группу игры', en: "Join the game's group" },
    amounts: { MITHRIL: 15 },
    chest: null,
    condition: { kind: 'GROUP' },
  },
  CHEST: {
    name: { ru: 'Серебряный сундук', en: 'Silver chest' },
    amounts: {},
    chest: 'silver',
    condition: bought(300),
  },
  CHEST_2: {
    name: { ru: 'Золотой сундук', en: 'Gold chest' },
    amounts: {},
    chest: 'gold',
    condition: bought(700),
  },
  CHEST_3: {
    name: { ru: 'Лазурный сундук', en: 'Azure chest' },
    amounts: {},
    chest: 'azure',
    condition: bought(1500),
  },
  WHEEL: {
    name: { ru: 'Билеты колеса фортуны', en: 'Wheel of fortune tickets' },
    amounts: { TICKETS: 3 },
    chest: null,
    condition: bought(100),
  },
  ARTIFACT_SET_1: {
    name: { ru: 'Набор артефактов', en: 'Artifact set' },
    amounts: {},
    chest: 'lava',
    condition: bought(4000),
  },
  GEMS_PLUS_50: {
    name: { ru: '+50 изумрудов', en: '+50 emeralds' },
    amounts: { MITHRIL: 50 },
    chest: null,
    condition: bought(300),
  },
  HERO: {
    name: { ru: 'Изумруды на героя', en: 'Emeralds for a hero' },
    amounts: { MITHRIL: 100 },
    chest: null,
    condition: bought(700),
  },
  SNOW_WORLD: {
    name: {
      ru: 'Пропуск в снежный мир и билеты',
      en: 'Snow world pass and tickets',
    },
    amounts: { TICKETS: 5 },
    chest: null,
    condition: bought(700),
  },
  BOOSTER: {
    name: { ru: 'Изумруды на бустер', en: 'Emeralds for a booster' },
    amounts: { MITHRIL: 30 },
    chest: null,
    condition: bought(100),
  },
  PORTAL_DISCOUNT: {
    name: { ru: 'Скидка на портал', en: 'Portal discount' },
    amounts: { MITHRIL: 20 },
    chest: null,
    condition: bought(100),
  },
};

/** Whether a campaign's condition holds for the player. */
export function campaignEarned(
  def: Pick<CampaignDef, 'condition'>,
  player: { readonly gemsBought: number; readonly groupMember: boolean },
): boolean {
  return def.condition.kind === 'GROUP'
    ? player.groupMember
    : player.gemsBought >= def.condition.gemsBought;
}

/** SPEC §9: the welcome gift, the sharing reward, and the rewarded ad (at most three a day). */
export const WELCOME_GIFT_GEMS = 99;
export const SHARE_GEMS = 15;
export const AD_REWARD: Amounts = { TICKETS: 1 };
export const ADS_PER_DAY = 3;
/**
 * SPEC §7 "daily ok take": a member of the game's OK group takes this once a Moscow day
 * (GAME_DESIGN.md "The daily OK group reward"), checked on OK's server like the OK_GROUP campaign.
 */
export const OK_DAILY_REWARD: Amounts = { GOLD: 200, TICKETS: 1 };

/**
 * The windows the game puts up on its own once a player is past the first steps: the running
 * sale (once per sale) and the first campaign not yet seen (`optionalUnseenCampaign`, one per
 * visit until each was seen or used).
 */
export const OFFER_WINDOW_LEVEL = 3;

/** What a seen window is remembered as: a campaign by its name, a sale by its start. */
export function offerSeenKey(offer: Campaign | 'SALE', saleStartsAt: number): string {
  return offer === 'SALE' ? `SALE:${saleStartsAt}` : offer;
}
