import {
  battleStatus,
  type BattleCreature,
  type BattleState,
  type Move,
  type MoveChoice,
} from '@heroroad/rules';
import type { BattleCreatureDto, BattleStatusDto } from '../schemas/battle.js';

/**
 * What the battle screen is shown of a creature: the rules keep more (traits, start health,
 * saves left, rank experience), which stays on the server.
 */
function shownCreature(c: BattleCreature): BattleCreatureDto {
  const { id, team, identifier, imageId, warriorClass, level, rank, order, attack, defence } = c;
  const { health, maxHealth, effects, acted, ward, boss, kills } = c;
  const shown = {
    id,
    team,
    identifier,
    imageId,
    warriorClass,
    level,
    rank,
    order,
    attack,
    defence,
  };
  return {
    ...shown,
    ...{ health, maxHealth, effects, acted, ward, boss, kills },
    cooldown: c.cooldown ?? 0,
    shield: c.shield ?? 0,
    taunt: c.taunt ?? 0,
  };
}

/**
 * SPEC §3 battle status for the player (team 0), with `moves`, the battle's moves after the
 * client's offset (read from the battle's log): the rules' view of a battle in the wire's shape,
 * for the server's answers and the client's demo battle.
 * The two are one shape (`mirrors/battle.ts` checks it) apart from the creatures, whose hidden
 * parts are left out, and what only the server adds.
 */
export function toBattleStatusDto(
  state: BattleState,
  moves: readonly Move[],
  ask: MoveChoice | null = null,
): BattleStatusDto {
  const v = battleStatus(state, moves, 0);
  return {
    ...v,
    battle: { ...v.battle, creatures: v.battle.creatures.map(shownCreature) },
    healthPenalty: [...v.healthPenalty],
    consumables: [...v.consumables],
    moves: [...v.moves],
    ask,
    scenarioMessage: null,
    processing: false,
    // Names are the server's to add (battle/duel-sides.ts): the rules know no players.
    duellists: null,
  };
}
