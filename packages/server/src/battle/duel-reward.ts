import {
  battleAsSeenBy,
  battleOutcome,
  moscowDay,
  MULTI,
  type BattleOutcome,
} from '@heroroad/rules';
import type { PlayerUnit } from '../player/unit.js';
import { teamOf, type StoredBattle } from './repository.js';

/**
 * A finished duel as the completing player sees it, and whether its win is to be paid: the
 * winner's first completion claims the payment on the duel row (once per duel), unless they have
 * been paid for MULTI.paidWinsPerDay duels already this Moscow day. A loss costs nothing.
 */
export async function duelOutcome(
  p: PlayerUnit,
  battle: StoredBattle,
): Promise<{ outcome: BattleOutcome; paid: boolean }> {
  const outcome = battleOutcome(battleAsSeenBy(battle.state, teamOf(battle, p.id)))!;
  if (!outcome.won) return { outcome, paid: false };
  const day = moscowDay(p.now);
  const today = await p.trx
    .selectFrom('duel')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('paid_to', '=', p.id)
    .where('paid_day', '=', day)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= MULTI.paidWinsPerDay) return { outcome, paid: false };
  const claimed = await p.trx
    .updateTable('duel')
    .set({ paid_to: p.id, paid_day: day })
    .where('battle_id', '=', battle.id)
    .where('paid_to', 'is', null)
    .executeTakeFirst();
  return { outcome, paid: Number(claimed.numUpdatedRows) === 1 };
}
