import type { LocalText } from '../i18n/lang.js';
import {
  WARRIOR_CLASS_DEFS,
  WARRIOR_CLASSES,
  type Trait,
  type WarriorClass,
} from './warrior-classes.js';

/**
 * A force (SPEC §3 `forcesV2`) is a class's battle art learned by a hero: the hero gains the
 * class's trait, stronger with each force level, and hits creatures of that class harder.
 * Classes without a trait (chest, empty) have no force.
 */
export interface ForceDef {
  readonly warriorClass: WarriorClass;
  readonly name: LocalText;
  readonly trait: Exclude<Trait, 'NONE'>;
}

/** Base trait strength of a class's own creatures, and what each force level adds. */
export const TRAIT_BASE: Readonly<Record<Exclude<Trait, 'NONE'>, number>> = {
  BLOCK: 0.2,
  HAMMER: 0.12,
  FREEZE: 0.1,
  FIRE: 0.15,
  POISON: 0.1,
  LIFESTEAL: 0.15,
};
export const TRAIT_PER_FORCE_LEVEL: Readonly<Record<Exclude<Trait, 'NONE'>, number>> = {
  BLOCK: 0.03,
  HAMMER: 0.02,
  FREEZE: 0.015,
  FIRE: 0.025,
  POISON: 0.02,
  LIFESTEAL: 0.03,
};
/** No trait chance ever passes these caps, whatever is stacked. */
export const TRAIT_CAP: Readonly<Record<Exclude<Trait, 'NONE'>, number>> = {
  BLOCK: 0.6,
  HAMMER: 0.5,
  FREEZE: 0.35,
  FIRE: 0.6,
  POISON: 0.6,
  LIFESTEAL: 0.6,
};
/** Extra damage against the force's class, per force level. */
export const FORCE_DAMAGE_PER_LEVEL = 0.06;
/** Two force upgrades run at once by default (SPEC §9); more need magic hammers. */
export const PARALLEL_FORCE_UPGRADES = 2;

export const FORCES: readonly ForceDef[] = WARRIOR_CLASSES.flatMap((cls) => {
  const def = WARRIOR_CLASS_DEFS[cls];
  if (def.trait === 'NONE') return [];
  return [
    {
      warriorClass: cls,
      name: { ru: `Сила: ${def.name.ru}`, en: `Force: ${def.name.en}` },
      trait: def.trait,
    },
  ];
});

const FORCE_BY_CLASS: ReadonlyMap<WarriorClass, ForceDef> = new Map(
  FORCES.map((f) => [f.warriorClass, f]),
);

export function forceDef(cls: WarriorClass): ForceDef | undefined {
  return FORCE_BY_CLASS.get(cls);
}

/** Elixir and time to raise a force to `toLevel`; the wait can be cut with emeralds. */
export function forceUpgradeCost(toLevel: number): { elixir: number; seconds: number } {
  const l = Math.max(1, Math.floor(toLevel));
  return { elixir: Math.ceil(10 * 2.2 ** (l - 1)), seconds: 600 * l * l };
}
