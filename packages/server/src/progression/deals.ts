import {
  DAILY_DEAL,
  dailyDeal,
  moscowDay,
  nextMoscowDay,
  openConsumableIds,
} from '@heroroad/rules';
import { sql } from 'kysely';
import type { Executor } from '../db/tx.js';

/** How many of the day's deal the player already bought. */
export async function dealBought(db: Executor, playerId: number, day: number): Promise<number> {
  const row = await db
    .selectFrom('shop_deal')
    .select('bought')
    .where('player_id', '=', playerId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.bought ?? 0;
}

/** Takes `count` of the day's stock; false when that would pass it. */
export async function takeDealStock(
  db: Executor,
  playerId: number,
  day: number,
  count: number,
): Promise<boolean> {
  if (count > DAILY_DEAL.stock) return false;
  await db
    .insertInto('shop_deal')
    .values({ player_id: playerId, day, bought: 0 })
    .onConflict((oc) => oc.columns(['player_id', 'day']).doNothing())
    .execute();
  const r = await db
    .updateTable('shop_deal')
    .set({ bought: sql`bought + ${count}` })
    .where('player_id', '=', playerId)
    .where('day', '=', day)
    .where('bought', '<=', DAILY_DEAL.stock - count)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The deal of the day as the player sees it: which, how much off, how many left, until when. */
export async function dealView(
  db: Executor,
  playerId: number,
  bestVictoryStair: number,
  now: number,
) {
  const day = moscowDay(now);
  return {
    consumableId: dailyDeal(day, openConsumableIds(bestVictoryStair)),
    discount: DAILY_DEAL.discount,
    stock: DAILY_DEAL.stock,
    left: Math.max(0, DAILY_DEAL.stock - (await dealBought(db, playerId, day))),
    endsAt: nextMoscowDay(now),
  };
}
