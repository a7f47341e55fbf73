import type { Executor } from '../db/tx.js';

/** Magic hammers the player bought. */
export async function hammersOf(db: Executor, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('progression_state')
    .select('hammers')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row?.hammers ?? 0;
}

/** One more hammer, from `owned`; false when the count moved meanwhile. */
export async function addHammer(db: Executor, playerId: number, owned: number): Promise<boolean> {
  if (owned === 0) {
    const r = await db
      .insertInto('progression_state')
      .values({ player_id: playerId, hammers: 1 })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db
    .updateTable('progression_state')
    .set({ hammers: owned + 1 })
    .where('player_id', '=', playerId)
    .where('hammers', '=', owned)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
