import { heroLevelScale, monsterEase, rankScale, stairScale } from '../content/balance.js';
import { heroDef, type Gender, type HeroDef } from '../content/heroes.js';
import { itemDef, itemValue, type ItemDef } from '../content/items.js';
import { MONSTER_BASE, monsterDef, type MonsterDef } from '../content/monsters.js';
import { maxForceLevel, startRank } from '../content/ranks.js';
import { WARRIOR_CLASS_DEFS, type WarriorClass } from '../content/warrior-classes.js';
import { FORCES } from '../content/forces.js';
import type { Creature, CreatureArtifact, ForgedBonus, Force, Skill } from './model.js';
import { MAX_SLOTS } from './model.js';
import { pickText, type Lang } from '../i18n/lang.js';

/** Artifact slots grow with rank: 2 at rank 1, one more every two ranks, at most 6. */
export function slotsForRank(rank: number): number {
  return Math.min(MAX_SLOTS, 2 + Math.floor((Math.max(1, rank) - 1) / 2));
}

interface BaseStats {
  attack: number;
  defence: number;
  health: number;
  poison: number;
  immortality: number;
}

/** Adds what artifacts and amulets give to base stats. */
function withItems(base: BaseStats, artifacts: readonly CreatureArtifact[]): BaseStats {
  const out = { ...base };
  for (const a of artifacts) {
    switch (a.effectType) {
      case 'ATTACK':
        out.attack += a.value;
        break;
      case 'DEFENCE':
        out.defence += a.value;
        break;
      case 'ATTACK_DEFENCE':
        // Two stats from one slot, so each gets a little over half.
        out.attack += a.value * 0.6;
        out.defence += a.value * 0.6;
        break;
      case 'HEALTH':
        out.health += a.value;
        break;
      case 'POISON':
        out.poison += a.value;
        break;
      case 'IMMORTALITY':
        out.immortality += a.value;
        break;
      default:
        break;
    }
  }
  return out;
}

function withForged(stats: BaseStats, forged: ForgedBonus | undefined): BaseStats {
  if (forged === undefined) return stats;
  return {
    ...stats,
    attack: stats.attack + forged.attack,
    defence: stats.defence + forged.defence,
    health: stats.health + forged.health,
  };
}

/** The stats an artifact lends (ATTACK_DEFENCE: a little over half to each of two). */
export function artifactStats(effectType: string, value: number): ForgedBonus {
  const none = { attack: 0, defence: 0, health: 0 };
  const out = withItems({ ...none, poison: 0, immortality: 0 }, [
    { id: 0, artifactId: '', effectType, atlasKey: '', value, level: 1 },
  ]);
  return { attack: out.attack, defence: out.defence, health: out.health };
}

function skills(stats: BaseStats, healthShare: number): Skill[] {
  const list: Skill[] = [
    { skillType: 'ATTACK', valueCurrent: stats.attack, valueTotal: stats.attack },
    { skillType: 'DEFENCE', valueCurrent: stats.defence, valueTotal: stats.defence },
    { skillType: 'HEALTH', valueCurrent: stats.health * healthShare, valueTotal: stats.health },
  ];
  if (stats.poison > 0) {
    list.push({ skillType: 'POISON', valueCurrent: stats.poison, valueTotal: stats.poison });
  }
  if (stats.immortality > 0) {
    const n = Math.floor(stats.immortality);
    list.push({ skillType: 'IMMORTALITY', valueCurrent: n, valueTotal: n });
  }
  return list;
}

/** Creature power: √(attack × health) of the full stats (SPEC `weight`); never overflows. */
export function power(stats: { attack: number; health: number }): number {
  return Math.sqrt(stats.attack) * Math.sqrt(stats.health);
}

function classPoison(cls: WarriorClass): number {
  return WARRIOR_CLASS_DEFS[cls].trait === 'POISON' ? 0.1 : 0;
}

function heroBaseStats(hero: HeroDef, level: number, rank: number): BaseStats {
  const k = heroLevelScale(level) * rankScale(rank);
  return {
    attack: hero.attack * k,
    defence: hero.defence * k,
    health: hero.health * k,
    poison: Math.max(hero.poison ?? 0, classPoison(hero.warriorClass)),
    immortality: hero.immortality ?? 0,
  };
}

export interface HeroInput {
  readonly id: number;
  readonly playerId: number | null;
  readonly level?: number;
  readonly rank?: number;
  readonly rankExp?: number;
  readonly artifacts?: readonly CreatureArtifact[];
  readonly forces?: readonly Force[];
  readonly forged?: ForgedBonus;
  /** Artifact slots opened ahead of the rank. */
  readonly extraSlots?: number;
  readonly order?: number;
  readonly combative?: boolean;
  readonly temporal?: boolean;
  /** Share of full health the hero has now (1 when fresh). */
  readonly healthShare?: number;
}

/** A hero creature from its content entry. Fixed-rank heroes know every force at once. */
export function buildHero(hero: HeroDef, input: HeroInput): Creature {
  const level = Math.max(1, Math.floor(input.level ?? 1));
  const rank = Math.max(startRank(hero), Math.floor(input.rank ?? 1));
  const artifacts = input.artifacts ?? [];
  const stats = withForged(withItems(heroBaseStats(hero, level, rank), artifacts), input.forged);
  const forces =
    hero.fixedRank !== undefined
      ? FORCES.map((f) => ({ warriorClass: f.warriorClass, level: maxForceLevel(hero, rank) }))
      : [...(input.forces ?? [])];
  return {
    id: input.id,
    playerId: input.playerId,
    imageId: hero.imageId,
    identifier: hero.id,
    warriorClass: hero.warriorClass,
    level,
    rank,
    rankExp: input.rankExp ?? 0,
    weight: power(stats),
    combative: input.combative ?? true,
    temporal: input.temporal ?? false,
    skills: skills(stats, Math.min(1, Math.max(0, input.healthShare ?? 1))),
    effects: [],
    artifacts: [...artifacts],
    slotsCount: Math.min(MAX_SLOTS, slotsForRank(rank) + (input.extraSlots ?? 0)),
    forcesV2: forces,
    order: input.order ?? 0,
    ...(input.forged ? { forged: input.forged } : {}),
    ...(input.extraSlots ? { extraSlots: input.extraSlots } : {}),
  };
}

/** A monster of `level` (its stair). Monster ids are negative so they never meet hero ids. */
export function buildMonster(monster: MonsterDef, level: number, id: number, order = 0): Creature {
  const s = stairScale(level) * monsterEase(level);
  const stats: BaseStats = {
    attack: MONSTER_BASE.attack * monster.attack * s,
    defence: MONSTER_BASE.defence * monster.defence * s,
    health: MONSTER_BASE.health * monster.health * s,
    poison: Math.max(monster.poison ?? 0, classPoison(monster.warriorClass)),
    immortality: monster.immortality ?? 0,
  };
  return {
    id,
    playerId: null,
    imageId: monster.id,
    identifier: monster.id,
    warriorClass: monster.warriorClass,
    level,
    rank: 1,
    rankExp: 0,
    weight: power(stats),
    combative: true,
    temporal: false,
    skills: skills(stats, 1),
    effects: [],
    artifacts: [],
    slotsCount: 0,
    forcesV2: [],
    order,
  };
}

/** An artifact or amulet instance at a level, ready to be worn. */
export function makeArtifact(def: ItemDef, level: number, id: number): CreatureArtifact {
  return {
    id,
    artifactId: def.id,
    effectType: def.effectType,
    atlasKey: def.atlasKey,
    value: itemValue(def, level),
    level: Math.max(1, Math.floor(level)),
  };
}

/**
 * Rebuilds a hero's skills after a change of level, rank, artifacts or forces, keeping the share
 * of health it had. Monsters and unknown identifiers come back unchanged.
 */
export function recomputeCreature(creature: Creature): Creature {
  const hero = heroDef(creature.identifier);
  if (hero === undefined) return creature;
  const total = creature.skills.find((s) => s.skillType === 'HEALTH');
  const share =
    total !== undefined && total.valueTotal > 0 ? total.valueCurrent / total.valueTotal : 1;
  const artifacts = creature.artifacts.map((a) => {
    const def = itemDef(a.artifactId);
    return def === undefined ? a : { ...a, value: itemValue(def, a.level) };
  });
  const rebuilt = buildHero(hero, {
    id: creature.id,
    playerId: creature.playerId,
    level: creature.level,
    rank: creature.rank,
    rankExp: creature.rankExp,
    artifacts,
    forces: creature.forcesV2,
    ...(creature.forged ? { forged: creature.forged } : {}),
    ...(creature.extraSlots ? { extraSlots: creature.extraSlots } : {}),
    order: creature.order,
    combative: creature.combative,
    temporal: creature.temporal,
    healthShare: share,
  });
  return { ...rebuilt, effects: creature.effects };
}

function monsterOrHeroName(identifier: string): { ru: string; en: string } | undefined {
  return heroDef(identifier)?.name ?? monsterDef(identifier)?.name;
}

/** The display name in the player's language; an unknown identifier shows as itself. */
export function creatureName(identifier: string, lang: Lang): string {
  const name = monsterOrHeroName(identifier);
  return name === undefined ? identifier : pickText(name, lang);
}

/**
 * The grammatical gender of a creature's name, for i18next's context (`fell_female`); heroes and
 * monsters carry it in their content, an unknown identifier reads as masculine.
 */
export function creatureGender(identifier: string): Gender {
  return heroDef(identifier)?.gender ?? monsterDef(identifier)?.gender ?? 'male';
}
