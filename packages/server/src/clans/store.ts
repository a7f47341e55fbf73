import {
  CLAN_BUILDING_TYPES,
  clanLevel,
  clanNameKey,
  memberCap,
  type ClanBudget,
  type ClanBuildingType,
  type ClanEvent,
  type ClanRank,
} from '@heroroad/rules';
import type { Insertable, Selectable } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { Executor } from '../db/tx.js';
import { clanError } from './errors.js';
import type { ClanBuildingTable, ClanMemberTable, ClanTable } from './tables.js';

export type ClanRow = Selectable<ClanTable>;
export type MemberRow = Selectable<ClanMemberTable> & { rank: ClanRank };
export type BuildingRow = Selectable<ClanBuildingTable>;

/** The clan's row, locked for the rest of the transaction on PostgreSQL (SQLite runs one at a time). */
/**
 * A new clan's row: level 1, an empty budget, no texts yet, named and headed as given. Founding
 * sets the leader and one member; `over` is for seeding (tests, benchmarks).
 */
export function newClanRow(
  name: string,
  leaderId: number | null,
  now: number,
  over: Partial<Insertable<ClanTable>> = {},
): Insertable<ClanTable> {
  return {
    name,
    name_key: clanNameKey(name),
    level: 1,
    members: 1,
    member_cap: memberCap(1),
    leader_id: leaderId,
    about: null,
    advertisement: '',
    advertisement_version: 0,
    theme: 0,
    theme_changes: 0,
    raid_difficulty: 'EASY',
    gold: 0,
    gems: 0,
    red_crystal: 0,
    blue_crystal: 0,
    gears: 0,
    created_at: now,
    ...over,
  };
}

export async function lockClan(db: Executor, engine: Engine, clanId: number): Promise<ClanRow> {
  let q = db.selectFrom('clan').selectAll().where('id', '=', clanId);
  // FOR NO KEY UPDATE: rows pointing at the clan (members, requests, its ledger) still pass
  // their foreign-key checks while a change holds it.
  if (engine === 'postgres') q = q.forNoKeyUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw clanError('CLAN_NOT_FOUND');
  return row;
}

export async function findClan(db: Executor, clanId: number): Promise<ClanRow | undefined> {
  return db.selectFrom('clan').selectAll().where('id', '=', clanId).executeTakeFirst();
}

export async function memberOf(db: Executor, playerId: number): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom('clan_member')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row as MemberRow | undefined;
}

/** The member row of a player in this clan, or the refusal `code`. */
export async function memberIn(
  db: Executor,
  clanId: number,
  playerId: number,
  code: 'CLAN_NOT_MEMBER' | 'CLAN_TARGET_NOT_MEMBER' = 'CLAN_NOT_MEMBER',
): Promise<MemberRow> {
  const m = await memberOf(db, playerId);
  if (!m || Number(m.clan_id) !== clanId) throw clanError(code);
  return m;
}

export async function members(db: Executor, clanId: number): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('clan_member')
    .selectAll()
    .where('clan_id', '=', clanId)
    .execute();
  return rows as MemberRow[];
}

export function budgetOf(c: ClanRow): ClanBudget {
  return {
    gold: c.gold,
    gems: Number(c.gems),
    redCrystal: Number(c.red_crystal),
    blueCrystal: Number(c.blue_crystal),
    gears: Number(c.gears),
  };
}

/** Every building of the clan, a level-0 NORMAL row for each not built yet. */
export async function buildings(
  db: Executor,
  clanId: number,
): Promise<Map<ClanBuildingType, BuildingRow>> {
  const rows = await db
    .selectFrom('clan_building')
    .selectAll()
    .where('clan_id', '=', clanId)
    .execute();
  const out = new Map<ClanBuildingType, BuildingRow>();
  for (const t of CLAN_BUILDING_TYPES)
    out.set(t, {
      clan_id: clanId,
      type: t,
      level: 0,
      state: 'NORMAL',
      started_at: null,
      ends_at: null,
    });
  for (const r of rows) out.set(r.type as ClanBuildingType, r);
  return out;
}

/** Writes the level and member cap the buildings now give. */
export async function refreshLevel(db: Executor, clanId: number): Promise<number> {
  const b = await buildings(db, clanId);
  const levels: Partial<Record<ClanBuildingType, number>> = {};
  for (const [t, r] of b) levels[t] = r.level;
  const level = clanLevel(levels);
  await db
    .updateTable('clan')
    .set({ level, member_cap: memberCap(level) })
    .where('id', '=', clanId)
    .execute();
  return level;
}

export async function writeLog(
  db: Executor,
  e: {
    clanId: number;
    at: number;
    type: ClanEvent;
    actorId?: number | null;
    targetId?: number | null;
    data?: Record<string, string | number>;
  },
): Promise<void> {
  await db
    .insertInto('clan_log')
    .values({
      clan_id: e.clanId,
      at: e.at,
      type: e.type,
      actor_id: e.actorId ?? null,
      target_id: e.targetId ?? null,
      data: JSON.stringify(e.data ?? {}),
    })
    .execute();
}

/** The clan the player is a member of, or the refusal 'Вы не состоите в клане'. */
export async function clanIdOf(db: Executor, playerId: number): Promise<number> {
  const m = await memberOf(db, playerId);
  if (!m) throw clanError('CLAN_NOT_MEMBER');
  return Number(m.clan_id);
}
