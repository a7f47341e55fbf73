import { creatureName, type Creature, type Lang } from '@heroroad/rules';
import type { CreatureDto } from '../schemas/creature.js';

/** SPEC §3 Creature as sent: the rules' hero with its name in the player's language. */
export function toCreatureDto(c: Creature, lang: Lang): CreatureDto {
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
