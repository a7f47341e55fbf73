import { consumableDef } from '../content/consumables.js';
import { addEffect, applyDamage, pushMove } from './resolve.js';
import type { Draft } from './copy.js';
import type { BattleCreature } from './types.js';

/** Uses a consumable's effect on a target; the caller has checked it is allowed. */
export function applyConsumable(w: Draft, consumableId: string, target: BattleCreature): void {
  const def = consumableDef(consumableId);
  if (def === undefined) return;
  const team = w.s.turningTeam;
  const extra = { consumableId };
  switch (def.kind) {
    case 'HEAL': {
      const heal = Math.min(target.maxHealth - target.health, target.maxHealth * def.power);
      target.health += heal;
      pushMove(w, 'HEAL', team, null, target.id, heal, target.health, extra);
      break;
    }
    case 'DAMAGE':
      applyDamage(w, target, target.maxHealth * def.power, 'CONSUMABLE', null, extra);
      break;
    case 'BURN':
    case 'POISON': {
      const type = def.kind === 'BURN' ? 'BURNING' : 'POISONED';
      addEffect(target, type, def.moves, target.maxHealth * def.power);
      pushMove(
        w,
        def.kind === 'BURN' ? 'FIRE' : 'POISON',
        team,
        null,
        target.id,
        0,
        target.health,
        {
          ...extra,
          effect: type,
        },
      );
      break;
    }
    case 'FREEZE':
      addEffect(target, 'FROZEN', def.moves, 0);
      pushMove(w, 'FREEZE', team, null, target.id, 0, target.health, {
        ...extra,
        effect: 'FROZEN',
      });
      break;
    case 'RESURRECT':
      target.health = target.maxHealth * def.power;
      target.effects = [];
      pushMove(w, 'RESURRECTION', team, null, target.id, target.health, target.health, extra);
      break;
    case 'WARD':
      target.ward = def.id;
      pushMove(w, 'WARD_SET', team, null, target.id, 0, target.health, extra);
      break;
    case 'MARKER':
      break;
  }
}
