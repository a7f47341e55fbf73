import type { WarriorClass } from '../content/warrior-classes.js';

/** SPEC §3 skill types. */
export const SKILL_TYPES = ['ATTACK', 'DEFENCE', 'HEALTH', 'POISON', 'IMMORTALITY'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

/** SPEC §3 names FROZEN; burning and poisoning are the lasting effects battles need besides. */
export const EFFECT_TYPES = ['FROZEN', 'BURNING', 'POISONED'] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

/**
 * valueTotal is the full value (level, rank and artifacts included); valueCurrent is the value
 * now: for HEALTH the health left, for IMMORTALITY the saves left, otherwise equal to the total.
 * POISON is the share of attack a poisoned target loses each turn.
 */
export interface Skill {
  readonly skillType: SkillType;
  readonly valueCurrent: number;
  readonly valueTotal: number;
}

/** A lasting effect; `value` is the damage per turn of BURNING and POISONED. */
export interface Effect {
  readonly type: EffectType;
  readonly movesRemain: number;
  readonly value?: number;
}

/** An artifact or amulet worn by a creature; `value` is its bonus at its level. */
export interface CreatureArtifact {
  readonly id: number;
  readonly artifactId: string;
  readonly effectType: string;
  readonly atlasKey: string;
  readonly value: number;
  readonly level: number;
}

export interface Force {
  readonly warriorClass: WarriorClass;
  readonly level: number;
}

/**
 * SPEC §3 Creature. Field for field the wire shape (protocol `Creature`), except that the
 * display `name` is filled from content in the player's language when sent (see wire.ts), and
 * `rankExp` carries the kill experience towards the next rank.
 */
export interface Creature {
  readonly id: number;
  readonly playerId: number | null;
  readonly imageId: string;
  /** Content id of the hero or monster; a `vip_` prefix marks premium effect variants. */
  readonly identifier: string;
  readonly warriorClass: WarriorClass;
  readonly level: number;
  readonly rank: number;
  readonly rankExp: number;
  /** The creature's power, √(attack × health) of its full stats: squad order, arena matching. */
  readonly weight: number;
  /** In the battle squad (at most 6); reserve creatures are not. */
  readonly combative: boolean;
  /** Lent for a while (scenario or portal); never takes artifacts. */
  readonly temporal: boolean;
  readonly skills: readonly Skill[];
  readonly effects: readonly Effect[];
  readonly artifacts: readonly CreatureArtifact[];
  readonly slotsCount: number;
  readonly forcesV2: readonly Force[];
  readonly order: number;
  /** Stats gained for good by reforging artifacts into this hero at the forge. */
  readonly forged?: ForgedBonus;
  /** Artifact slots opened ahead of the rank by a free-slot offer (within MAX_SLOTS). */
  readonly extraSlots?: number;
}

/** What reforged artifacts added to a hero, on top of level, rank and worn artifacts. */
export interface ForgedBonus {
  readonly attack: number;
  readonly defence: number;
  readonly health: number;
}

/** A squad holds up to 6 creatures (SPEC §9). */
export const MAX_SQUAD = 6;
/** No creature holds more than this many artifact slots. */
export const MAX_SLOTS = 6;

function skillOf(creature: Pick<Creature, 'skills'>, type: SkillType): Skill | undefined {
  return creature.skills.find((s) => s.skillType === type);
}

export function skillTotal(creature: Pick<Creature, 'skills'>, type: SkillType): number {
  return skillOf(creature, type)?.valueTotal ?? 0;
}

export function skillCurrent(creature: Pick<Creature, 'skills'>, type: SkillType): number {
  return skillOf(creature, type)?.valueCurrent ?? 0;
}

export function health(creature: Pick<Creature, 'skills'>): number {
  return skillCurrent(creature, 'HEALTH');
}

export function maxHealth(creature: Pick<Creature, 'skills'>): number {
  return skillTotal(creature, 'HEALTH');
}

/** SPEC §4: alive when current health is above 0. */
export function isAlive(creature: Pick<Creature, 'skills'>): boolean {
  return health(creature) > 0;
}

/** SPEC §4: acts only when alive and without a FROZEN effect that has moves remaining. */
export function canAct(creature: Pick<Creature, 'skills' | 'effects'>): boolean {
  return (
    isAlive(creature) && !creature.effects.some((e) => e.type === 'FROZEN' && e.movesRemain > 0)
  );
}

/** Returns a copy with HEALTH current set (clamped to 0…total). */
export function withHealth<T extends Creature>(creature: T, value: number): T {
  const skills = creature.skills.map((s) =>
    s.skillType === 'HEALTH'
      ? { ...s, valueCurrent: Math.min(s.valueTotal, Math.max(0, value)) }
      : s,
  );
  return { ...creature, skills };
}
