import {
  addExperience,
  afterVictory,
  applyRankExp,
  battleOutcome,
  chestLoot,
  heroDef,
  placeById,
  withHealth,
  type BattleOutcome,
  type Creature,
} from '@heroroad/rules';
import { toBattleStatusDto, type BattleStatusDto, type PlayerDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { progressOf, progressPatch } from '../hero/progress.js';
import { HeroService, type HeroTx } from '../hero/service.js';
import { changeWallet } from '../economy/wallet.js';
import { PlaceStateRepository } from '../road/place-repository.js';
import { effectiveState } from '../road/view.js';
import { BattleRepository, type StoredBattle } from './repository.js';

/** Heroes after the battle: the health they ended with, and rank experience from their kills. */
function heroesAfter(tx: HeroTx, outcome: BattleOutcome): Creature[] {
  const arkOwned = tx.all.filter((c) => heroDef(c.identifier)?.tier === 'ARK').length;
  const changed: Creature[] = [];
  for (const hp of outcome.healthPenalty) {
    const c = tx.all.find((x) => x.id === hp.creatureId);
    if (!c) continue;
    const exp = outcome.rankExp.find((r) => r.creatureId === c.id)?.exp ?? 0;
    changed.push(applyRankExp(withHealth(c, hp.health), exp, Math.max(0, arkOwned - 1)));
  }
  return changed;
}

/** Gold, resources, experience and the chest of a won battle, into the player's purse. */
async function payReward(tx: HeroTx, battle: StoredBattle, outcome: BattleOutcome): Promise<void> {
  const playerId = tx.row.id;
  const reward = outcome.winnerReward;
  if (!reward) {
    const penalty = Math.min(tx.row.gold, outcome.looserPenalty?.gold ?? 0);
    if (penalty > 0)
      await changeWallet(tx.trx, playerId, { GOLD: -penalty }, `battle:${battle.id}`, tx.now);
    return;
  }
  let gold = reward.gold + (outcome.battleBonus?.gold ?? 0);
  if (outcome.chestBonus) {
    const loot = chestLoot(outcome.chestBonus, battle.state.stair, `chest:${battle.id}`);
    gold += loot.gold;
    for (const c of loot.consumables)
      await tx.backpack.addConsumable(playerId, c.consumableId, c.count);
    if (loot.artifact)
      await tx.backpack.addArtifact(
        playerId,
        loot.artifact.artifactId,
        loot.artifact.level,
        tx.now,
      );
  }
  await changeWallet(
    tx.trx,
    playerId,
    { GOLD: gold, ...reward.resources },
    `battle:${battle.id}`,
    tx.now,
  );
  const level = addExperience(
    { level: tx.row.level, currentExp: tx.row.current_exp, maxExp: tx.row.max_exp },
    reward.exp,
  );
  await tx.patch({ level: level.level, current_exp: level.currentExp, max_exp: level.maxExp });
}

/** A road battle's mark on its place: guards gone after a win, "battle lost" after a loss. */
async function markPlace(tx: HeroTx, battle: StoredBattle, won: boolean): Promise<void> {
  if (battle.kind !== 'MOB' || battle.placeId === null) return;
  const place = placeById(tx.row.road_seed, battle.placeId, battle.contextId);
  if (!place) return;
  const places = new PlaceStateRepository(tx.trx);
  const state = effectiveState(place, await places.get(tx.row.id, place.id), tx.now);
  await places.put(
    tx.row.id,
    { ...state, guardBeaten: won || state.guardBeaten, battleLost: !won },
    tx.now,
  );
  if (won && battle.contextId === tx.row.context_id) {
    const progress = afterVictory(progressOf(tx.row), place);
    await tx.patch(progressPatch(progress));
  }
}

/**
 * SPEC §4/§7 battle/complete: a finished battle's rewards, penalties, health and rank experience
 * land in one transaction; the battle state clears and the player is answered anew. Completing
 * twice applies once.
 */
export async function completeBattle(
  heroes: HeroService,
  playerId: number,
): Promise<{ player: PlayerDto; status: BattleStatusDto }> {
  let status: BattleStatusDto | undefined;
  const player = await heroes.change(
    playerId,
    async (tx) => {
      if (tx.row.battle_id === null) throw new AppError('NO_BATTLE');
      const repo = new BattleRepository(tx.trx);
      const battle = await repo.get(playerId, tx.row.battle_id);
      if (!battle) throw new AppError('NO_BATTLE');
      if (battle.state.status !== 'COMPLETED') throw new AppError('BATTLE_NOT_FINISHED');
      status = toBattleStatusDto(battle.state, battle.state.moves.length);
      if (await repo.finalize(battle.id, tx.now)) {
        const outcome = battleOutcome(battle.state)!;
        await payReward(tx, battle, outcome);
        await markPlace(tx, battle, outcome.won);
        await HeroService.saveHeroes(tx, heroesAfter(tx, outcome));
      }
      await tx.patch({ battle_id: null });
    },
    { duringBattle: true },
  );
  return { player, status: status! };
}
