import { HEROES, heroDef } from '../content/heroes.js';
import { MONSTERS, monsterDef } from '../content/monsters.js';
import { buildHero, buildMonster } from '../creature/build.js';
import type { Creature } from '../creature/model.js';

export function hero(id: string, creatureId: number, level = 1, order = 0): Creature {
  const def = heroDef(id);
  if (def === undefined) throw new Error(`no hero ${id}`);
  return buildHero(def, { id: creatureId, playerId: 7, level, order });
}

export function monster(id: string, level: number, creatureId: number, order = 0): Creature {
  const def = monsterDef(id);
  if (def === undefined) throw new Error(`no monster ${id}`);
  return buildMonster(def, level, creatureId, order);
}

/** A squad of `size` heroes picked by index (wrapping), at a level. */
export function heroSquad(size: number, level: number, pick = 0): Creature[] {
  return Array.from({ length: size }, (_, i) => {
    const def = HEROES[(pick + i * 7) % HEROES.length];
    if (def === undefined) throw new Error('no heroes');
    return buildHero(def, { id: i + 1, playerId: 7, level, order: i });
  });
}

/** A monster squad of `size` picked by index (wrapping), at a stair. */
export function monsterSquad(size: number, stair: number, pick = 0): Creature[] {
  return Array.from({ length: size }, (_, i) => {
    const def = MONSTERS[(pick + i * 5) % MONSTERS.length];
    if (def === undefined) throw new Error('no monsters');
    return buildMonster(def, stair, -(i + 1), i);
  });
}
