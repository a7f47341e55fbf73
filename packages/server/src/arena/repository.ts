import {
  ARENA,
  ARENA_RATING,
  LEAGUES,
  MATCHMAKING,
  seasonEnd,
  type Candidate,
} from '@heroroad/rules';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/tx.js';
import type { ArenaAttackTable, ArenaPlayerTable } from './tables.js';

export type ArenaPlayerRow = Selectable<ArenaPlayerTable>;
export type ArenaAttackRow = Selectable<ArenaAttackTable>;

// Arena rows; changes of another player's row are single conditional or additive updates.

export function find(db: Executor, playerId: number): Promise<ArenaPlayerRow | undefined> {
  return db
    .selectFrom('arena_player')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** A player's first arena row: the starting rating in the first league, no battles yet. */
export function newArenaPlayerRow(playerId: number, now: number, day: number) {
  return {
    player_id: playerId,
    rating: ARENA_RATING.start,
    league: LEAGUES[0]!.id,
    previous_league: null,
    attempts_day: day,
    attempts_used: 0,
    reward_minute: ARENA.defaultRewardMinute,
    reward_day: null,
    last_attack_at: null,
    wins: 0,
    losses: 0,
    defence_wins: 0,
    defence_losses: 0,
    offers: '[]',
    created_at: now,
  };
}

/** The player's arena row, made on first use at the starting rating in the first league. */
export async function ensure(
  db: Executor,
  playerId: number,
  now: number,
  day: number,
): Promise<ArenaPlayerRow> {
  await db
    .insertInto('arena_player')
    .values(newArenaPlayerRow(playerId, now, day))
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  return (await find(db, playerId))!;
}

/** The nearest ratings on each side of `rating` (index `arena_player_rating`), not the player. */
export async function nearest(
  db: Executor,
  rating: number,
  playerId: number,
): Promise<Candidate[]> {
  const side = (up: boolean) =>
    db
      .selectFrom('arena_player')
      .select(['player_id', 'rating'])
      .where('rating', up ? '>=' : '<', rating)
      .where('player_id', '!=', playerId)
      .orderBy('rating', up ? 'asc' : 'desc')
      .limit(MATCHMAKING.candidatesPerSide)
      .execute();
  const [above, below] = await Promise.all([side(true), side(false)]);
  return [...above, ...below].map((r) => ({ playerId: r.player_id, rating: r.rating }));
}

export async function update(
  db: Executor,
  playerId: number,
  values: Partial<Omit<ArenaPlayerRow, 'player_id' | 'rating'>>,
): Promise<void> {
  await db.updateTable('arena_player').set(values).where('player_id', '=', playerId).execute();
}

/**
 * Adds a finished attack's change to a rating (never below the floor) and counts the result,
 * in one additive update: attacks finishing at once on one defender each add their own change.
 */
export async function addResult(
  db: Executor,
  playerId: number,
  delta: number,
  counter: 'wins' | 'losses' | 'defence_wins' | 'defence_losses',
): Promise<void> {
  await db
    .updateTable('arena_player')
    .set({
      rating: sql<number>`case when rating + ${delta} < ${ARENA_RATING.floor} then ${ARENA_RATING.floor} else rating + ${delta} end`,
      [counter]: sql<number>`${sql.ref(counter)} + 1`,
    })
    .where('player_id', '=', playerId)
    .execute();
}

export function insertAttack(db: Executor, values: Omit<ArenaAttackRow, 'id'>): Promise<unknown> {
  return db.insertInto('arena_attack').values(values).execute();
}

export function attackByBattle(
  db: Executor,
  battleId: number,
): Promise<ArenaAttackRow | undefined> {
  return db
    .selectFrom('arena_attack')
    .selectAll()
    .where('battle_id', '=', battleId)
    .executeTakeFirst();
}

export function attack(db: Executor, id: number): Promise<ArenaAttackRow | undefined> {
  return db.selectFrom('arena_attack').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records an attack's end once: false when it was already recorded. */
export async function finishAttack(
  db: Executor,
  id: number,
  won: boolean,
  change: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('arena_attack')
    .set({ won: won ? 1 : 0, rating_change: change, finished_at: now })
    .where('id', '=', id)
    .where('won', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The latest attacks of one side, newest first, with the other side's name. */
export function history(
  db: Executor,
  playerId: number,
  side: 'attacker' | 'defender',
  finishedOnly: boolean,
) {
  const other = side === 'attacker' ? 'a.defender_id' : 'a.attacker_id';
  let q = db
    .selectFrom('arena_attack as a')
    .innerJoin('player as p', 'p.id', other)
    .select([
      'a.id',
      'a.won',
      'a.rating_change',
      'a.created_at',
      'a.finished_at',
      'p.id as opponent_id',
      'p.name as opponent_name',
    ])
    .where(side === 'attacker' ? 'a.attacker_id' : 'a.defender_id', '=', playerId);
  if (finishedOnly) q = q.where('a.won', 'is not', null);
  return q.orderBy('a.id', 'desc').limit(ARENA.historySize).execute();
}

/** The league each rating qualifies for, as SQL (thresholds from the rules' table). */
function qualifiedSql() {
  const cases = [...LEAGUES]
    .reverse()
    .map((l) => `when rating >= ${l.minRating} then ${l.id}`)
    .join(' ');
  return `(case ${cases} else ${LEAGUES[0]!.id} end)`;
}

/**
 * A season's end, once: the row in `arena_season` is inserted by exactly one caller, which then
 * moves every player one league towards the league their rating qualifies for, in one statement
 * in the same transaction. Answers how many players moved, or null when already applied.
 */
export async function applySeasonEnd(
  db: Executor,
  season: number,
  now: number,
): Promise<number | null> {
  const claimed = await db
    .insertInto('arena_season')
    .values({ season, ended_at: now, players_moved: 0 })
    .onConflict((oc) => oc.column('season').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  const q = sql.raw(qualifiedSql());
  // Promotion needs an attack within the season (the rules' leagueAfterSeason with `active`).
  const start = seasonEnd(season - 1);
  const next = sql<number>`case when ${q} > league and last_attack_at >= ${start} and last_attack_at < ${seasonEnd(season)} then league + 1 when ${q} < league then league - 1 else league end`;
  // The previous league tells of the last season's move only.
  await db
    .updateTable('arena_player')
    .set({ previous_league: null })
    .where('previous_league', 'is not', null)
    .execute();
  const moved = await db
    .updateTable('arena_player')
    .set({ previous_league: sql<number>`league`, league: next })
    .where(sql<boolean>`${next} <> league`)
    .executeTakeFirst();
  const count = Number(moved.numUpdatedRows);
  await db
    .updateTable('arena_season')
    .set({ players_moved: count })
    .where('season', '=', season)
    .execute();
  return count;
}
