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
  const r = await db
    .insertInto('progression_state')
    .values({ player_id: playerId, hammers: 1, squad_slots: 0 })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .doUpdateSet({ hammers: owned + 1 })
        .where('progression_state.hammers', '=', owned),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
