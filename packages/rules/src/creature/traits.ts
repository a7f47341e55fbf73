import {
  FORCE_DAMAGE_PER_LEVEL,
  TRAIT_BASE,
  TRAIT_CAP,
  TRAIT_PER_FORCE_LEVEL,
  forceDef,
} from '../content/forces.js';
import { WARRIOR_CLASS_DEFS, type Trait, type WarriorClass } from '../content/warrior-classes.js';
import { skillTotal, type Creature } from './model.js';

/** Battle chances and shares of a creature, from its class, forces and amulets. */
export interface Traits {
  block: number;
  hammer: number;
  freeze: number;
  fire: number;
  lifesteal: number;
  /** Share of attack dealt per turn to a target it poisoned (POISON skill plus forces). */
  poison: number;
  /** Extra damage by the defender's class, from forces. */
  forceVs: Partial<Record<WarriorClass, number>>;
}

type ActiveTrait = Exclude<Trait, 'NONE'>;
const KEY: Readonly<Record<ActiveTrait, Exclude<keyof Traits, 'forceVs'>>> = {
  BLOCK: 'block',
  HAMMER: 'hammer',
  FREEZE: 'freeze',
  FIRE: 'fire',
  LIFESTEAL: 'lifesteal',
  POISON: 'poison',
};

export function creatureTraits(
  creature: Pick<Creature, 'warriorClass' | 'forcesV2' | 'artifacts' | 'skills'>,
): Traits {
  const t: Traits = {
    block: 0,
    hammer: 0,
    freeze: 0,
    fire: 0,
    lifesteal: 0,
    poison: skillTotal(creature, 'POISON'),
    forceVs: {},
  };
  const own = WARRIOR_CLASS_DEFS[creature.warriorClass].trait;
  // The poison of a poisonous class is already its POISON skill.
  if (own !== 'NONE' && own !== 'POISON') t[KEY[own]] += TRAIT_BASE[own];
  for (const f of creature.forcesV2) {
    const def = forceDef(f.warriorClass);
    if (def === undefined || f.level <= 0) continue;
    t[KEY[def.trait]] += TRAIT_PER_FORCE_LEVEL[def.trait] * f.level;
    t.forceVs[f.warriorClass] = (t.forceVs[f.warriorClass] ?? 0) + FORCE_DAMAGE_PER_LEVEL * f.level;
  }
  for (const a of creature.artifacts) {
    const trait = a.effectType as ActiveTrait;
    // POISON amulets are already in the POISON skill; stat artifacts are in the stats.
    if (trait !== 'POISON' && Object.hasOwn(KEY, trait)) t[KEY[trait]] += a.value;
  }
  for (const trait of Object.keys(KEY) as ActiveTrait[]) {
    t[KEY[trait]] = Math.min(TRAIT_CAP[trait], t[KEY[trait]]);
  }
  return t;
}
