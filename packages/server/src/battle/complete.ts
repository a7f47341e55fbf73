import {
  addExperience,
  bankRankExp,
  battleAsSeenBy,
  battleOutcome,
  chestLoot,
  heroDef,
  withHealth,
  NO_CLAN_BONUSES,
  type BattleOutcome,
  type MemberBonuses,
  type Creature,
  isDuel,
} from '@heroroad/rules';
import { toBattleStatusDto, type BattleStatusDto, type PlayerDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import { rewardFactors } from '../progression/boosters.js';
import { grantFoundCard } from '../progression/card-grants.js';
import { startDueRankUps } from '../progression/ranks.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import type { RoadBattles } from '../road/battles.js';
import type { ArenaBattles } from './arena-hooks.js';
import { duelOutcome } from './duel-reward.js';
import { battleRewardKey } from './reward-key.js';
import type { ClanBonuses, RaidBattles } from './raid-hooks.js';
import * as battleRepo from './repository.js';
import { teamOf, type StoredBattle } from './repository.js';

/**
 * Heroes after the battle: the health they ended with, and rank experience from their kills
 * banked (a rank it pays for then rises over its own wait).
 */
async function heroesAfter(
  p: PlayerUnit,
  outcome: BattleOutcome,
  rankFactor: number,
): Promise<Creature[]> {
  const all = await p.heroes.all();
  const arkOwned = all.filter((c) => heroDef(c.identifier)?.tier === 'ARK').length;
  const changed: Creature[] = [];
  for (const hp of outcome.healthPenalty) {
    const c = all.find((x) => x.id === hp.creatureId);
    if (!c) continue;
    const exp = Math.round(
      (outcome.rankExp.find((r) => r.creatureId === c.id)?.exp ?? 0) * rankFactor,
    );
    changed.push(bankRankExp(withHealth(c, hp.health), exp, arkOwned));
  }
  return changed;
}

/**
 * Gold, resources, experience and the chest of a won battle, into the player's purse; the gold a
 * lost one costs. The battle names the money it moves, so it moves once.
 */
async function payReward(
  p: PlayerUnit,
  battle: StoredBattle,
  outcome: BattleOutcome,
  boost: { GOLD: number; EXP: number },
  clan: MemberBonuses,
) {
  const reason = `battle:${battle.id}`;
  const reward = outcome.winnerReward;
  if (!reward) {
    const penalty = Math.min(p.row.gold, (outcome.looserPenalty?.gold ?? 0) * clan.defeatGold);
    if (penalty > 0)
      await p.wallet.spend(
        { GOLD: penalty },
        { reason, key: ledgerKey('battle', battle.id, 'penalty') },
      );
    return;
  }
  // A running gold booster raises the battle's own gold; chests and bonuses stay as they are.
  let gold = reward.gold * boost.GOLD + (outcome.battleBonus?.gold ?? 0);
  if (outcome.chestBonus) {
    const loot = chestLoot(outcome.chestBonus, battle.state.stair, `chest:${battle.id}`);
    gold += loot.gold;
    for (const c of loot.consumables) await p.bag.addConsumable(c.consumableId, c.count);
    if (loot.artifact) await p.bag.addArtifact(loot.artifact.artifactId, loot.artifact.level);
    await grantFoundCard(p, loot.card, ledgerKey('battle', battle.id, 'chest-card'));
  }
  await grantFoundCard(p, outcome.cardBonus, ledgerKey('battle', battle.id, 'card'));
  await p.wallet.grant(
    { GOLD: gold, ...reward.resources },
    { reason, key: battleRewardKey(battle.id) },
  );
  const level = addExperience(
    { level: p.row.level, currentExp: p.row.current_exp, maxExp: p.row.max_exp },
    Math.round(reward.exp * boost.EXP * clan.exp),
  );
  await p.patch({ level: level.level, current_exp: level.currentExp, max_exp: level.maxExp });
}

/**
 * SPEC §4/§7 battle/complete: a finished battle's rewards, penalties, health and rank experience
 * land in one transaction; the battle state clears and the player is answered anew. Completing
 * twice applies once.
 */
export async function completeBattle(
  players: PlayerService,
  road: RoadBattles,
  playerId: number,
  arena: ArenaBattles | null = null,
  raids: RaidBattles | null = null,
  clan: ClanBonuses | null = null,
): Promise<{ player: PlayerDto; status: BattleStatusDto }> {
  let status: BattleStatusDto | undefined;
  const player = await players.change(
    playerId,
    async (p) => {
      if (p.row.battle_id === null) throw new AppError('NO_BATTLE');
      const battle = await battleRepo.get(p.trx, playerId, p.row.battle_id);
      if (!battle) throw new AppError('NO_BATTLE');
      if (battle.state.status !== 'COMPLETED') throw new AppError('BATTLE_NOT_FINISHED');
      const team = teamOf(battle, playerId);
      status = toBattleStatusDto(battleAsSeenBy(battle.state, team), []);
      if (isDuel(battle.state)) {
        // Each player completes their own side: the winner is paid once (duel-reward.ts); a
        // duel neither wounds nor costs, and clearing the battle below makes it happen once.
        const duel = await duelOutcome(p, battle);
        if (duel.paid) {
          const factors = await rewardFactors(p.trx, p.id, p.now);
          await payReward(p, battle, duel.outcome, factors, (await clan?.of(p)) ?? NO_CLAN_BONUSES);
        }
      } else if (await battleRepo.finalize(p.trx, battle.id, p.now)) {
        const outcome = battleOutcome(battle.state)!;
        const boost = await rewardFactors(p.trx, p.id, p.now);
        // A raid battle pays by the damage it counted (the clans domain), not by the boss's worth.
        if (battle.kind === 'MULTI') await raids?.completed(p, battle, outcome);
        else await payReward(p, battle, outcome, boost, (await clan?.of(p)) ?? NO_CLAN_BONUSES);
        if (battle.kind === 'MOB' && battle.placeId !== null)
          await road.afterBattle(p, battle.placeId, battle.contextId, outcome.won);
        if (battle.kind === 'ARENA') await arena?.completed(p, battle, outcome.won);
        await p.heroes.save(await heroesAfter(p, outcome, boost.RANK));
        await startDueRankUps(p);
      }
      await p.patch({ battle_id: null });
    },
    { duringBattle: true },
  );
  return { player, status: status! };
}
