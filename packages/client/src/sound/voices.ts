import { STAIR_GATES } from '@heroroad/rules';
import type { SoundEffect } from '../events/gameEvents';

/** SPEC §9: the help voice is loaded for a player below level 2. */
export const HELP_VOICE_BELOW_LEVEL = 2;

/**
 * The voices a player will hear, synthesised ahead: the guide's while below level 2 (the
 * tutorial speaks), the nun's once the best victory reaches her stair (she is sold from there).
 */
export function voicesFor(player: { level: number; bestVictoryStair: number }): SoundEffect[] {
  const out: SoundEffect[] = [];
  if (player.level < HELP_VOICE_BELOW_LEVEL) out.push('help_voice');
  if (player.bestVictoryStair >= STAIR_GATES.nun) out.push('nun_blessing');
  return out;
}
