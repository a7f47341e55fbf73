import { battleStatus, type BattleState, type MoveChoice } from '@heroroad/rules';
import type { BattleStatusDto } from '../schemas/battle.js';

/**
 * SPEC §3 battle status for the player (team 0), with the moves from `offset` on: the rules'
 * view of a battle in the wire's shape, for the server's answers and the client's demo battle.
 */
export function toBattleStatusDto(
  state: BattleState,
  offset: number,
  ask: MoveChoice | null = null,
): BattleStatusDto {
  const v = battleStatus(state, offset, 0);
  return {
    battle: {
      id: v.battle.id,
      kind: v.battle.kind,
      placeId: v.battle.placeId,
      versusPlayer: v.battle.versusPlayer,
      creatures: v.battle.creatures.map((c) => ({
        id: c.id,
        team: c.team,
        identifier: c.identifier,
        imageId: c.imageId,
        warriorClass: c.warriorClass,
        level: c.level,
        rank: c.rank,
        order: c.order,
        attack: c.attack,
        defence: c.defence,
        health: c.health,
        maxHealth: c.maxHealth,
        effects: c.effects.map((e) => ({ ...e })),
        acted: c.acted,
        ward: c.ward,
        boss: c.boss,
        kills: c.kills,
        cooldown: c.cooldown ?? 0,
        shield: c.shield ?? 0,
        taunt: c.taunt ?? 0,
      })),
    },
    battleState: v.battleState,
    winnerReward: v.winnerReward
      ? {
          gold: v.winnerReward.gold,
          exp: v.winnerReward.exp,
          resources: { ...v.winnerReward.resources },
        }
      : null,
    looserPenalty: v.looserPenalty,
    healthPenalty: [...v.healthPenalty],
    consumables: [...v.consumables],
    scenarioMessage: null,
    turningTeam: v.turningTeam,
    ask,
    battleBonus: v.battleBonus,
    chestBonus: v.chestBonus,
    cardBonus: v.cardBonus,
    processing: false,
    moves: v.moves.map((m) => ({ ...m })),
    offset: v.offset,
    // Names are the server's to add (battle/duel-sides.ts): the rules know no players.
    duellists: null,
  };
}
