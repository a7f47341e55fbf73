import { EFFECT_TYPES, SKILL_TYPES, WARRIOR_CLASSES } from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { literalUnion } from './enums.js';

/** SPEC §3 Creature and its parts, as sent on the wire. */
export const Skill = Type.Object({
  skillType: literalUnion(SKILL_TYPES),
  valueCurrent: Type.Number(),
  valueTotal: Type.Number(),
});

export const Effect = Type.Object({
  type: literalUnion(EFFECT_TYPES),
  movesRemain: Type.Integer(),
  value: Type.Optional(Type.Number()),
});

export const Artifact = Type.Object({
  id: Type.Integer(),
  artifactId: Type.String(),
  effectType: Type.String(),
  atlasKey: Type.String(),
  value: Type.Number(),
  level: Type.Integer(),
});

export const Force = Type.Object({
  warriorClass: literalUnion(WARRIOR_CLASSES),
  level: Type.Integer(),
});

export const Creature = Type.Object({
  id: Type.Integer(),
  playerId: Nullable(Type.Integer()),
  imageId: Type.String(),
  identifier: Type.String(),
  warriorClass: literalUnion(WARRIOR_CLASSES),
  name: Type.String(),
  level: Type.Integer(),
  rank: Type.Integer(),
  /** Kill experience towards the next rank (rules `rankExp`). */
  rankExp: Type.Number(),
  weight: Type.Number(),
  combative: Type.Boolean(),
  temporal: Type.Boolean(),
  skills: Type.Array(Skill),
  effects: Type.Array(Effect),
  artifacts: Type.Array(Artifact),
  slotsCount: Type.Integer(),
  forcesV2: Type.Array(Force),
  order: Type.Integer(),
});
export type CreatureDto = Static<typeof Creature>;
