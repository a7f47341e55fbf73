import { pickText, type Lang } from '../i18n/lang.js';
import { parseWarriorClass, type RulesLogger } from '../content/warrior-classes.js';
import { monsterOrHeroName } from './build.js';
import {
  EFFECT_TYPES,
  SKILL_TYPES,
  type Creature,
  type Effect,
  type EffectType,
  type Skill,
  type SkillType,
} from './model.js';

/** The creature exactly as the protocol's `Creature` schema sends it. */
export interface WireCreature {
  id: number;
  playerId: number | null;
  imageId: string;
  identifier: string;
  warriorClass: string;
  name: string;
  level: number;
  rank: number;
  rankExp?: number;
  weight: number;
  combative: boolean;
  temporal: boolean;
  skills: { skillType: string; valueCurrent: number; valueTotal: number }[];
  effects: { type: string; movesRemain: number; value?: number }[];
  artifacts: {
    id: number;
    artifactId: string;
    effectType: string;
    atlasKey: string;
    value: number;
    level: number;
  }[];
  slotsCount: number;
  forcesV2: { warriorClass: string; level: number }[];
  order: number;
}

/** The display name in the player's language; an unknown identifier shows as itself. */
export function creatureName(identifier: string, lang: Lang): string {
  const name = monsterOrHeroName(identifier);
  return name === undefined ? identifier : pickText(name, lang);
}

export function toWireCreature(c: Creature, lang: Lang): WireCreature {
  return {
    id: c.id,
    playerId: c.playerId,
    imageId: c.imageId,
    identifier: c.identifier,
    warriorClass: c.warriorClass,
    name: creatureName(c.identifier, lang),
    level: c.level,
    rank: c.rank,
    rankExp: c.rankExp,
    weight: c.weight,
    combative: c.combative,
    temporal: c.temporal,
    skills: c.skills.map((s) => ({ ...s })),
    effects: c.effects.map((e) => ({ ...e })),
    artifacts: c.artifacts.map((a) => ({ ...a })),
    slotsCount: c.slotsCount,
    forcesV2: c.forcesV2.map((f) => ({ ...f })),
    order: c.order,
  };
}

const SKILL_SET: ReadonlySet<string> = new Set(SKILL_TYPES);
const EFFECT_SET: ReadonlySet<string> = new Set(EFFECT_TYPES);

/**
 * Reads a creature from wire or stored data. Unknown classes go through `log` as SPEC §3 asks;
 * unknown skill and effect types are dropped (an older client or row cannot break a battle).
 */
export function fromWireCreature(w: WireCreature, log?: RulesLogger): Creature {
  const skills: Skill[] = w.skills
    .filter((s) => SKILL_SET.has(s.skillType))
    .map((s) => ({ ...s, skillType: s.skillType as SkillType }));
  const effects: Effect[] = w.effects
    .filter((e) => EFFECT_SET.has(e.type))
    .map((e) => ({ ...e, type: e.type as EffectType }));
  return {
    id: w.id,
    playerId: w.playerId,
    imageId: w.imageId,
    identifier: w.identifier,
    warriorClass: parseWarriorClass(w.warriorClass, log),
    level: w.level,
    rank: w.rank,
    rankExp: w.rankExp ?? 0,
    weight: w.weight,
    combative: w.combative,
    temporal: w.temporal,
    skills,
    effects,
    artifacts: w.artifacts.map((a) => ({ ...a })),
    slotsCount: w.slotsCount,
    forcesV2: w.forcesV2.map((f) => ({
      warriorClass: parseWarriorClass(f.warriorClass, log),
      level: f.level,
    })),
    order: w.order,
  };
}
