import type { BattleCreature, BattleEffect, BattleState } from './types.js';

/**
 * A creature's own copy, every field named: the type lists them all, so a field added to the
 * creature fails to compile until it is copied here too. Spreading creatures whose optional
 * fields came and went (a shield, a cooldown) took a third of a hit's time; copies made here all
 * have one shape, so the next copy of them is fast too.
 */
function copyCreature(c: BattleCreature): BattleCreature {
  const copy: { [K in keyof Required<BattleCreature>]: BattleCreature[K] } = {
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
    startHealth: c.startHealth,
    block: c.block,
    hammer: c.hammer,
    freeze: c.freeze,
    fire: c.fire,
    lifesteal: c.lifesteal,
    poison: c.poison,
    forceVs: c.forceVs,
    immortal: c.immortal,
    effects: copyEffects(c.effects),
    acted: c.acted,
    ward: c.ward,
    kills: c.kills,
    rankExp: c.rankExp,
    boss: c.boss,
    cooldown: c.cooldown,
    shield: c.shield,
    taunt: c.taunt,
  };
  return copy;
}

function copyEffects(effects: readonly BattleEffect[]): BattleEffect[] {
  const copy: BattleEffect[] = [];
  for (const e of effects) copy.push({ type: e.type, movesRemain: e.movesRemain, value: e.value });
  return copy;
}

/** One copy of the state per command; the hit itself then works in place. */
export function cloneBattle(s: BattleState): BattleState {
  return {
    ...s,
    creatures: s.creatures.map(copyCreature),
    aiTeams: [s.aiTeams[0], s.aiTeams[1]],
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    moves: s.moves.slice(),
    consumables: [s.consumables[0].map((x) => ({ ...x })), s.consumables[1].map((x) => ({ ...x }))],
  };
}
