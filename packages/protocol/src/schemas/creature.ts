import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** SPEC §3 Creature and its parts, as sent on the wire. */
export const Skill = Type.Object({
  skillType: Type.String(),
  valueCurrent: Type.Number(),
  valueTotal: Type.Number(),
});

export const Effect = Type.Object({
  type: Type.String(),
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
  warriorClass: Type.String(),
  level: Type.Integer(),
});

export const Creature = Type.Object({
  id: Type.Integer(),
  playerId: Nullable(Type.Integer()),
  imageId: Type.String(),
  identifier: Type.String(),
  warriorClass: Type.String(),
  name: Type.String(),
  level: Type.Integer(),
  rank: Type.Integer(),
  /** Kill experience towards the next rank (rules `rankExp`). */
  rankExp: Type.Optional(Type.Number()),
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
