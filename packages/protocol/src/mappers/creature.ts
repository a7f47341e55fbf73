import { creatureName, type Creature, type Lang } from '@heroroad/rules';
import type { CreatureDto } from '../schemas/creature.js';

/**
 * SPEC §3 Creature as sent: the rules' hero (one shape, `mirrors/content.ts` checks it) with its
 * name in the player's language. What reforging added and the slots opened by an offer stay on
 * the server: its skills and slot count already include them.
 */
export function toCreatureDto(c: Creature, lang: Lang): CreatureDto {
  const { forged: _forged, extraSlots: _extraSlots, ...sent } = c;
  return {
    ...sent,
    name: creatureName(c.identifier, lang),
    skills: [...c.skills],
    effects: [...c.effects],
    artifacts: [...c.artifacts],
    forcesV2: [...c.forcesV2],
  };
}
