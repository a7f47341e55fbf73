import {
  CLAN_ACTIONS,
  CLAN_BUILDING_STATES,
  CLAN_BUILDING_TYPES,
  CLAN_EVENTS,
  CLAN_RANKS,
  DONATION_MAX,
  DONATION_TYPES,
  HALL_FORCES,
  PARTICIPANT_ACTIONS,
  PLAYER_CLAN_STATES,
  RAID_DIFFICULTIES,
  RAID_STATES,
} from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';
import { CLAN_PARTICIPATION_STATES, literalUnion } from './enums.js';

const Count = Type.Integer({ minimum: 0 });

/** The budget (SPEC §3 clanStat), plus the gears the factory brings. */
export const ClanStat = Type.Object({
  gold: Type.Number(),
  gems: Count,
  redCrystal: Count,
  blueCrystal: Count,
  gears: Count,
});
export type ClanStatDto = Static<typeof ClanStat>;

/** A clan as anyone sees it (rating, profile, invitations, recruiting). */
export const ClanSummary = Type.Object({
  id: Id,
  name: Type.String(),
  level: Type.Integer(),
  membersCurr: Count,
  membersMax: Count,
  theme: Count,
  leaderId: Nullable(Id),
  leaderName: Nullable(Type.String()),
  advertisement: Type.String(),
});
export type ClanSummaryDto = Static<typeof ClanSummary>;

/** A clan as its members see it. */
export const Clan = Type.Object({
  ...ClanSummary.properties,
  about: Type.String(),
  clanStat: ClanStat,
  themeChanges: Count,
  raidDifficulty: literalUnion(RAID_DIFFICULTIES),
  createdAt: Type.Number(),
});
export type ClanDto = Static<typeof Clan>;

export const ClanParticipant = Type.Object({
  playerId: Id,
  name: Type.String(),
  level: Type.Integer(),
  rank: literalUnion(CLAN_RANKS),
  merit: Type.Number(),
  joinedAt: Type.Number(),
});
export type ClanParticipantDto = Static<typeof ClanParticipant>;

/** A player who asked to join (this clan or any clan). */
export const ClanCandidate = Type.Object({
  playerId: Id,
  name: Type.String(),
  level: Type.Integer(),
  state: literalUnion(CLAN_PARTICIPATION_STATES),
  since: Type.Number(),
});
export type ClanCandidateDto = Static<typeof ClanCandidate>;

/** The player's own clan screen: where they stand, and the clan when they are in one. */
export const MyClan = Type.Object({
  state: literalUnion(PLAYER_CLAN_STATES),
  participation: Nullable(literalUnion(CLAN_PARTICIPATION_STATES)),
  /** The clan the player asked to join, while the request stands. */
  appliedTo: Nullable(Id),
  clan: Nullable(Clan),
  rank: Nullable(literalUnion(CLAN_RANKS)),
  /** What the player's rank may do (the rank × action table). */
  rights: Type.Array(literalUnion(CLAN_ACTIONS)),
  advertisementSeen: Type.Boolean(),
});
export type MyClanDto = Static<typeof MyClan>;

export const MyParticipants = Type.Object({
  participants: Type.Array(ClanParticipant),
  /** Players who applied to this clan; only ranks that may invite see them. */
  candidates: Type.Array(ClanCandidate),
});
export type MyParticipantsDto = Static<typeof MyParticipants>;

export const ClanBuilding = Type.Object({
  type: literalUnion(CLAN_BUILDING_TYPES),
  level: Count,
  maxLevel: Count,
  state: literalUnion(CLAN_BUILDING_STATES),
  /** While PROCESSING: when the next level is done. */
  endsAt: Nullable(Type.Number()),
  /** The next level's budget price and duration, null at the top. */
  nextPrice: Nullable(Type.Partial(ClanStat)),
  nextDurationMs: Nullable(Type.Number()),
  /** Emeralds of the budget to finish now, while PROCESSING. */
  speedUpGems: Count,
});
export type ClanBuildingDto = Static<typeof ClanBuilding>;

export const ClanBuildings = Type.Object({
  buildings: Type.Array(ClanBuilding),
  clanBudget: ClanStat,
  level: Type.Integer(),
});
export type ClanBuildingsDto = Static<typeof ClanBuildings>;

export const ClanLogEntry = Type.Object({
  id: Id,
  time: Type.Number(),
  type: literalUnion(CLAN_EVENTS),
  actorId: Nullable(Id),
  actorName: Nullable(Type.String()),
  targetId: Nullable(Id),
  targetName: Nullable(Type.String()),
  /** What the event carries: amounts, a building and level, a rank, a theme… */
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type ClanLogEntryDto = Static<typeof ClanLogEntry>;

export const ClanLogPage = Type.Object({
  entries: Type.Array(ClanLogEntry),
  page: Count,
  pages: Count,
});
export type ClanLogPageDto = Static<typeof ClanLogPage>;

export const ClanRating = Type.Object({
  positions: Type.Array(Type.Object({ ...ClanSummary.properties, positionNumber: Id })),
  total: Count,
  myPosition: Nullable(Id),
});
export type ClanRatingDto = Static<typeof ClanRating>;

export const FactoryGift = Type.Object({
  level: Count,
  ready: Type.Boolean(),
  readyAt: Nullable(Type.Number()),
});
export type FactoryGiftDto = Static<typeof FactoryGift>;

export const FactoryGiftTaken = Type.Object({
  kind: literalUnion(['GEARS', 'RESOURCE'] as const),
  /** Gears or resources, into the player's wallet. */
  amounts: Type.Record(Type.String(), Type.Number()),
  gift: FactoryGift,
});
export type FactoryGiftTakenDto = Static<typeof FactoryGiftTaken>;

export const HallOption = Type.Object({
  force: literalUnion(HALL_FORCES),
  level: Count,
  nextPrice: Nullable(Type.Partial(ClanStat)),
});
export const HallOptions = Type.Object({
  hallLevel: Count,
  forces: Type.Array(HallOption),
  clanBudget: ClanStat,
});
export type HallOptionsDto = Static<typeof HallOptions>;

export const RaidOption = Type.Object({
  difficulty: literalUnion(RAID_DIFFICULTIES),
  open: Type.Boolean(),
  bossHealth: Type.Integer(),
  redCrystals: Type.Integer(),
  /** Gold crystals for the member whose battle fells the boss. */
  goldCrystals: Type.Integer(),
});
export const RaidOptions = Type.Object({
  options: Type.Array(RaidOption),
  chosen: literalUnion(RAID_DIFFICULTIES),
});
export type RaidOptionsDto = Static<typeof RaidOptions>;

/** One member's battle with the raid boss: what it counted once completed. */
export const RaidFight = Type.Object({
  battleId: Type.Integer(),
  /** Null while the battle runs. */
  damage: Nullable(Type.Number()),
  gold: Nullable(Type.Number()),
  /** The boss fell to this battle: the raid is won. */
  bossFell: Type.Boolean(),
  /** Gold crystals this battle's killing blow paid (0 unless the boss fell to it). */
  goldCrystals: Count,
});
export type RaidFightDto = Static<typeof RaidFight>;

export const RaidInfo = Type.Object({
  state: literalUnion(RAID_STATES),
  difficulty: Nullable(literalUnion(RAID_DIFFICULTIES)),
  startedAt: Nullable(Type.Number()),
  endsAt: Nullable(Type.Number()),
  /** When the next raid may start, while RAID_WAITING. */
  availableAt: Nullable(Type.Number()),
  bossHealth: Nullable(Type.Number()),
  bossHealthMax: Nullable(Type.Number()),
  speedUpGems: Count,
  /** When this member may fight the boss again (null: now, or no raid). */
  nextFightAt: Nullable(Type.Number()),
  /** This member's damage in the current raid. */
  myDamage: Type.Number(),
  /** This member's latest battle with the boss in this raid. */
  lastFight: Nullable(RaidFight),
});
export type RaidInfoDto = Static<typeof RaidInfo>;

export const DepositPortion = Type.Object({
  type: literalUnion(DONATION_TYPES),
  amount: Type.Integer({ minimum: 1, maximum: DONATION_MAX }),
});

/** What a clan push to /stomp/clan/{id} says happened; clients re-read what they show. */
export const ClanNotice = Type.Object({
  clanId: Id,
  event: literalUnion(CLAN_EVENTS),
  actorId: Nullable(Id),
  targetId: Nullable(Id),
  clanStat: Nullable(ClanStat),
});
export type ClanNoticeDto = Static<typeof ClanNotice>;

export const ParticipantActionBody = Type.Object({
  playerId: Id,
  type: literalUnion(PARTICIPANT_ACTIONS),
});
