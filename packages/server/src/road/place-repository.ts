import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';

export interface PlaceStateRow {
  readonly placeId: number;
  readonly used: boolean;
  readonly guardBeaten: boolean;
  readonly battleLost: boolean;
  readonly takenAt: number | null;
}

const NONE = (placeId: number): PlaceStateRow => ({
  placeId,
  used: false,
  guardBeaten: false,
  battleLost: false,
  takenAt: null,
});

// What the player has done to road places; a place without a row is untouched.

export async function get(db: Executor, playerId: number, placeId: number): Promise<PlaceStateRow> {
  const r = await db
    .selectFrom('place_state')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  return r
    ? {
        placeId,
        used: r.used === 1,
        guardBeaten: r.guard_beaten === 1,
        battleLost: r.battle_lost === 1,
        takenAt: r.taken_at,
      }
    : NONE(placeId);
}

/**
 * The states of a range of slots: a road's place ids grow with the coordinate, so the places a
 * look shows lie between its first and last id. Kept compiled (the road's every look reads it).
 */
const statesBetween = reusable(
  (db, playerId: number, firstId: number, lastId: number) =>
    db
      .selectFrom('place_state')
      .select(['place_id', 'used', 'guard_beaten', 'battle_lost', 'taken_at'])
      .where('player_id', '=', playerId)
      .where('place_id', '>=', firstId)
      .where('place_id', '<=', lastId),
  [-101, -102, -103],
);

export async function many(
  db: Executor,
  playerId: number,
  placeIds: readonly number[],
): Promise<Map<number, PlaceStateRow>> {
  const out = new Map<number, PlaceStateRow>();
  if (placeIds.length === 0) return out;
  let first = placeIds[0]!;
  let last = first;
  for (const id of placeIds) {
    if (id < first) first = id;
    if (id > last) last = id;
  }
  const wanted = new Set(placeIds);
  for (const r of (await statesBetween(db, playerId, first, last)).rows) {
    if (!wanted.has(r.place_id)) continue;
    out.set(r.place_id, {
      placeId: r.place_id,
      used: r.used === 1,
      guardBeaten: r.guard_beaten === 1,
      battleLost: r.battle_lost === 1,
      takenAt: r.taken_at,
    });
  }
  return out;
}

/** A place's state as its row's columns, stamped `now`. */
function columnsOf(s: PlaceStateRow, now: number) {
  return {
    used: s.used ? 1 : 0,
    guard_beaten: s.guardBeaten ? 1 : 0,
    battle_lost: s.battleLost ? 1 : 0,
    taken_at: s.takenAt,
    updated_at: now,
  };
}

/** Writes the whole state of one place. */
export async function put(
  db: Executor,
  playerId: number,
  s: PlaceStateRow,
  now: number,
): Promise<void> {
  const values = columnsOf(s, now);
  await db
    .insertInto('place_state')
    .values({ player_id: playerId, place_id: s.placeId, ...values })
    .onConflict((oc) => oc.columns(['player_id', 'place_id']).doUpdateSet(values))
    .execute();
}

/**
 * Marks a place used only if its stored state is still `expected`: two requests racing to take
 * the same place see one success.
 */
export async function claim(
  db: Executor,
  playerId: number,
  expected: PlaceStateRow,
  next: PlaceStateRow,
  now: number,
): Promise<boolean> {
  const values = columnsOf(next, now);
  const exists = await db
    .selectFrom('place_state')
    .select('used')
    .where('player_id', '=', playerId)
    .where('place_id', '=', expected.placeId)
    .executeTakeFirst();
  if (!exists) {
    const r = await db
      .insertInto('place_state')
      .values({ player_id: playerId, place_id: expected.placeId, ...values })
      .onConflict((oc) => oc.columns(['player_id', 'place_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db
    .updateTable('place_state')
    .set(values)
    .where('player_id', '=', playerId)
    .where('place_id', '=', expected.placeId)
    .where('used', '=', expected.used ? 1 : 0)
    .where('guard_beaten', '=', expected.guardBeaten ? 1 : 0)
    .where('taken_at', expected.takenAt === null ? 'is' : '=', expected.takenAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The places a player took before `before`, newest first (the staff's player log). */
export function placesTakenBefore(db: Executor, playerId: number, before: number, limit: number) {
  return db
    .selectFrom('place_state')
    .select(['place_id', 'taken_at'])
    .where('player_id', '=', playerId)
    .where('taken_at', 'is not', null)
    .where('taken_at', '<', before)
    .orderBy('taken_at', 'desc')
    .limit(limit)
    .execute();
}
