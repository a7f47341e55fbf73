import { ACCESS_LEVELS, CAMPAIGN_TYPES, LEVELING_PREFERENCES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { PAYMENT_METHODS } from './bank.js';
import { CardState } from './cards.js';
import { Nullable } from './common.js';
import { Creature } from './creature.js';
import {
  AUTH_SOURCES,
  CAMPAIGNS,
  CLAN_PARTICIPATION_STATES,
  INTERFACE_MODES,
  PLAYER_LANGS,
  QUALITIES,
  literalUnion,
} from './enums.js';

export const PlayerMarker = Type.Object({ playerMarker: Type.String() });

/**
 * SPEC §3 offers. The free-slot offers (offerType SQUAD_SLOT, ARTIFACT_SLOT, FORCE_SLOT) carry
 * their price in emeralds and, for an artifact slot, the hero it is for.
 */
export const Offer = Type.Object({
  id: Type.Integer(),
  offerType: Type.String(),
  viewed: Type.Boolean(),
  expiresAt: Nullable(Type.Number()),
  creatureId: Nullable(Type.Integer()),
  price: Nullable(Type.Integer()),
});

export const Task = Type.Object({
  id: Type.Integer(),
  taskType: Type.String(),
  progress: Type.Number(),
  goal: Type.Number(),
  completed: Type.Boolean(),
  /** The tab it shows in: DAILY, SCENARIO, SIDE or EVENT. */
  kind: Type.String(),
  /** Its reward was taken (a completed task not taken makes `haveCompletedTasks`). */
  taken: Type.Boolean(),
  reward: Type.Record(Type.String(), Type.Number()),
  eventId: Nullable(Type.String()),
});

/** SPEC §3 Player. `mithril` carries the player's emeralds (gems), as the wire field did. */
export const Player = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  registered: Type.Boolean(),
  clanId: Nullable(Type.Integer()),
  coordinate: Type.Number(),
  minCoordinate: Type.Number(),
  maxCoordinate: Type.Number(),
  stair: Type.Integer(),
  battleStair: Type.Integer(),
  bestVictoryStair: Type.Integer(),
  battleId: Nullable(Type.Integer()),
  creatures: Type.Array(Creature),
  tasks: Type.Array(Task),
  haveCompletedTasks: Type.Boolean(),
  level: Type.Integer(),
  gold: Type.Number(),
  crystal: Type.Number(),
  elixir: Type.Number(),
  mithril: Type.Integer(),
  sulfur: Type.Number(),
  caviar: Type.Number(),
  tickets: Type.Integer(),
  goodPoints: Type.Number(),
  evilPoints: Type.Number(),
  /** Ark tokens: they buy ark heroes. */
  tokens: Type.Integer(),
  /** Amethysts: they buy amulets. */
  amethyst: Type.Integer(),
  /** Clan gears: dropped on the road and by the clan factory, donated to the clan budget. */
  gears: Type.Integer(),
  /** Gold crystals: a raid's killing blow earns them, the golden evolution card takes them. */
  goldCrystal: Type.Integer(),
  /** EVENT_CURRENCY, festival coins: earned by event tasks, spent at the festival stall. */
  eventCurrency: Type.Integer(),
  currentExp: Type.Number(),
  maxExp: Type.Number(),
  accessLevel: literalUnion(ACCESS_LEVELS),
  lang: literalUnion(PLAYER_LANGS),
  interfaceMode: literalUnion(INTERFACE_MODES),
  moveSpeedMode: Type.Integer(),
  soundMute: Type.Boolean(),
  pushEnabled: Type.Boolean(),
  /** The player has rated the game in its store (player/set/rated): the rate prompt is done. */
  rated: Type.Boolean(),
  quality: literalUnion(QUALITIES),
  /** SPEC §2 settings: which heroes the group upgrade raises first (GAME_DESIGN.md "Settings"). */
  levelingPreference: literalUnion(LEVELING_PREFERENCES),
  /** SPEC §2 settings: the payment provider the player prefers; null asks each time. */
  paymentMethod: Nullable(literalUnion(PAYMENT_METHODS)),
  mailOrPhone: Nullable(Type.String()),
  playerMarkers: Type.Array(PlayerMarker),
  offers: Type.Array(Offer),
  /** Squad slots open now: by level, plus any bought through a free-slot offer (at most 6). */
  squadSlots: Type.Integer(),
  /** The free hero exchange (SPEC §9) has been used; absent where the answer does not say. */
  heroExchangeUsed: Type.Optional(Type.Boolean()),
  haveNewMailMessage: Type.Boolean(),
  haveNewGift: Type.Boolean(),
  giftNews: Type.Integer(),
  promptClan: Type.Boolean(),
  clanParticipationState: Nullable(literalUnion(CLAN_PARTICIPATION_STATES)),
  requestSpecialPlaces: Type.Boolean(),
  controlType: Type.String(),
  roadEffect: Nullable(Type.String()),
  contextId: Type.Integer(),
  metaData: Type.Record(Type.String(), Type.Unknown()),
  prompt: Nullable(Type.String()),
  companionImage: Type.String(),
  userSource: literalUnion(AUTH_SOURCES),
});
export type PlayerDto = Static<typeof Player>;

export const Tile = Type.Object({
  stair: Type.Integer(),
  biome: Type.String(),
  tint: Type.String(),
});

/** SPEC §3 Player info response: everything the client needs to start. */
export const PlayerInfo = Type.Object({
  player: Player,
  header: Type.String(),
  footer: Type.String(),
  quality: literalUnion(QUALITIES),
  /** SPEC §3 campaign types (chest, wheel) with something waiting for the player. */
  campaignTypes: Type.Array(literalUnion(CAMPAIGN_TYPES)),
  /** The campaigns (SPEC §3 Campaigns) the player has not used yet. */
  openCampaigns: Type.Array(literalUnion(CAMPAIGNS)),
  optionalUnseenCampaign: Nullable(literalUnion(CAMPAIGNS)),
  referralBonus: Type.Object({
    startBonus: Type.Integer(),
    refClanBonus: Type.Integer(),
    refBonus: Type.Integer(),
  }),
  hammerDto: Type.Object({ current: Type.Integer(), max: Type.Integer() }),
  cardState: Nullable(CardState),
  sale: Nullable(Type.Record(Type.String(), Type.Unknown())),
  idToStore: Nullable(Type.String()),
  maxLevelAmongAccs: Type.Integer(),
  serverTimeMs: Type.Number(),
  clientUuid: Type.String(),
  admined: Type.Boolean(),
  version: Type.Integer(),
  artifactIdsToLoad: Type.Array(Type.String()),
  artifactImageMaxStair: Type.Integer(),
  tiles: Type.Array(Tile),
  /** A moderator banned the nickname: the player must choose another before playing on. */
  renameRequired: Type.Optional(Type.Boolean()),
});
export type PlayerInfoDto = Static<typeof PlayerInfo>;

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  text: Type.String(),
  createdAt: Type.Number(),
});
