import { api, type BattleStatusDto, type PlaceDto } from '@heroroad/protocol';
import { consumableDef } from '@heroroad/rules';
import { isApiError } from './client.js';
import { BotStop, coins, type BotContext } from './context.js';

/** The engine ends a battle after BALANCE.maxTurns; many more answers than that mean a fault. */
const MAX_BATTLE_STEPS = 400;
/** A hero this low is given a potion before the next hit, when the bag has one. */
const POTION_BELOW = 0.35;

export type FightResult = 'WON' | 'LOST' | 'NOT_STARTED';

/** Attacks a place's guards, plays the battle out with the hint, and completes it. */
export async function fight(ctx: BotContext, place: PlaceDto): Promise<FightResult> {
  let status: BattleStatusDto;
  try {
    status = await ctx.client.call(api.battle.placeAttack, { body: { placeId: place.id } });
  } catch (e) {
    // Every hero fallen, or the place changed under us: nothing was started.
    if (isApiError(e, 'SQUAD_EMPTY', 'PLACE_NOT_FIGHT', 'PLACE_USED')) {
      ctx.log('detail', `  could not attack ${place.id}: ${(e as Error).message}`);
      return 'NOT_STARTED';
    }
    throw e;
  }
  return finishBattle(ctx, status, `${place.placeType.toLowerCase()} at ${place.coordinate}`);
}

/** Plays an open battle to its end with the server's hint, then completes it. */
export async function finishBattle(
  ctx: BotContext,
  first: BattleStatusDto,
  what: string,
): Promise<FightResult> {
  let status = first;
  for (let step = 0; status.battleState === 'IN_PROGRESS'; step++) {
    if (step >= MAX_BATTLE_STEPS)
      throw new BotStop(`battle ${status.battle.id} still running after ${step} hits`);
    ctx.checkBudget();
    status = await maybePotion(ctx, status);
    const hint = await ctx.client.call(api.battle.ask);
    if (!hint.ask) throw new BotStop(`no hint offered in battle ${status.battle.id}`);
    // The offset is the number of moves seen: a repeated hit would be refused as stale.
    status = await ctx.client.call(api.battle.hit, {
      body: { ...hint.ask, offset: hint.offset },
    });
  }
  const done = await ctx.client.call(api.battle.complete);
  ctx.stats.playSeconds += 20 + 2 * done.status.moves.length;
  ctx.player = done.player;
  const reward = done.status.winnerReward;
  const monsters = done.status.battle.creatures.filter((c) => c.team === 1).length;
  if (reward) {
    const gold = reward.gold + (done.status.battleBonus?.gold ?? 0);
    ctx.stats.battlesWon++;
    ctx.stats.goldEarned += gold;
    ctx.log('detail', `  won ${what} against ${monsters} (+${coins(gold)} gold)`);
    return 'WON';
  }
  ctx.stats.battlesLost++;
  ctx.stats.current.losses++;
  const lost = done.status.looserPenalty?.gold ?? 0;
  ctx.log('detail', `  lost ${what} against ${monsters} (-${coins(lost)} gold)`);
  return 'LOST';
}

/** On its own turn the squad drinks a healing potion for a hero close to falling. */
async function maybePotion(ctx: BotContext, status: BattleStatusDto): Promise<BattleStatusDto> {
  if (status.turningTeam !== 0) return status;
  const potion = status.consumables.find(
    (c) => c.count > 0 && consumableDef(c.consumableId)?.kind === 'HEAL',
  );
  if (!potion) return status;
  const weak = status.battle.creatures.find(
    (c) => c.team === 0 && c.health > 0 && c.health < POTION_BELOW * c.maxHealth,
  );
  if (!weak) return status;
  try {
    const next = await ctx.client.call(api.battle.useConsumable, {
      body: { id: potion.consumableId, targetCreatureId: weak.id },
    });
    ctx.stats.potionsUsed++;
    return next;
  } catch (e) {
    // One consumable per turn: a second one this turn waits for the next.
    if (isApiError(e, 'CONSUMABLE_ALREADY_USED', 'CONSUMABLE_MISSING')) return status;
    throw e;
  }
}
