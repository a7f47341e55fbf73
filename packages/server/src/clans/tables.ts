import type { Generated } from 'kysely';

/** A clan with its budget (SPEC §3 clanStat) and texts. */
export interface ClanTable {
  id: Generated<number>;
  name: string;
  /** The name compared without case or extra spaces: unique. */
  name_key: string;
  level: number;
  /** Members now and at most (the cap follows the level); joins are conditional on it. */
  members: number;
  member_cap: number;
  leader_id: number | null;
  about: string | null;
  advertisement: string;
  /** Bumped on each advertisement change, so members see it anew. */
  advertisement_version: number;
  theme: number;
  theme_changes: number;
  raid_difficulty: string;
  gold: number;
  gems: number;
  red_crystal: number;
  blue_crystal: number;
  gears: number;
  created_at: number;
}

export interface ClanMemberTable {
  player_id: number;
  clan_id: number;
  rank: string;
  /** The rank a member held before standing in as acting leader (SUBLEADER). */
  rank_before: string | null;
  merit: number;
  joined_at: number;
  /** 1 until the member first opens the clan after being accepted (ACCEPTED_TO_CLAN). */
  accepted_unseen: number;
  advertisement_seen: number;
  factory_taken_at: number | null;
}

/** Who left a clan when: the rejoin wait. */
export interface ClanDepartureTable {
  player_id: number;
  left_at: number;
}

/** An application (APPLY, from the player) or an invitation (INVITE, from the clan). */
export interface ClanRequestTable {
  clan_id: number;
  player_id: number;
  kind: string;
  by_id: number | null;
  created_at: number;
}

export interface ClanBuildingTable {
  clan_id: number;
  type: string;
  level: number;
  state: string;
  started_at: number | null;
  ends_at: number | null;
}

export interface ClanHallTable {
  clan_id: number;
  force: string;
  level: number;
}

/** Every movement of a budget under its key, with the budget after it. */
export interface ClanLedgerTable {
  idempotency_key: string;
  clan_id: number;
  player_id: number | null;
  reason: string;
  deltas: string;
  balances: string;
  created_at: number;
}

export interface ClanLogTable {
  id: Generated<number>;
  clan_id: number;
  at: number;
  type: string;
  actor_id: number | null;
  target_id: number | null;
  data: string;
}

export interface ClanRaidTable {
  id: Generated<number>;
  clan_id: number;
  difficulty: string;
  started_at: number;
  ends_at: number;
  ended_at: number | null;
  boss_health: number;
  boss_health_max: number;
}

/** What each member did in a raid: fights, damage, the last fight (the hourly wait). */
export interface ClanRaidFighterTable {
  raid_id: number;
  player_id: number;
  fights: number;
  damage: number;
  last_at: number;
}

/** A member's battle with a raid boss; damage and gold once it is completed. */
export interface ClanRaidBattleTable {
  battle_id: number;
  raid_id: number;
  player_id: number;
  damage: number | null;
  gold: number | null;
  boss_fell: number;
}

export interface ClanTables {
  clan: ClanTable;
  clan_member: ClanMemberTable;
  clan_departure: ClanDepartureTable;
  clan_request: ClanRequestTable;
  clan_building: ClanBuildingTable;
  clan_hall: ClanHallTable;
  clan_ledger: ClanLedgerTable;
  clan_log: ClanLogTable;
  clan_raid: ClanRaidTable;
  clan_raid_fighter: ClanRaidFighterTable;
  clan_raid_battle: ClanRaidBattleTable;
}

declare module '../db/schema.js' {
  interface Database extends ClanTables {}
}
