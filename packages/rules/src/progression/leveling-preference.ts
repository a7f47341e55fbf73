import type { Creature } from '../creature/model.js';

/**
 * SPEC §2 settings "leveling preference" (GAME_DESIGN.md "Settings"): which heroes the group
 * upgrade raises first when the gold does not reach every one of them. EVEN raises the lowest
 * levels first (the cheapest, so the most levels for the gold, and the squad stays level);
 * FRONT raises in the squad's order, so the heroes at the front, who take the blows, lead.
 */
export const LEVELING_PREFERENCES = ['EVEN', 'FRONT'] as const;
export type LevelingPreference = (typeof LEVELING_PREFERENCES)[number];
export const DEFAULT_LEVELING_PREFERENCE: LevelingPreference = 'EVEN';

/** The heroes in the order the group upgrade raises them under `preference`. */
export function levelingOrder(
  heroes: readonly Creature[],
  preference: LevelingPreference = DEFAULT_LEVELING_PREFERENCE,
): Creature[] {
  const byOrder = (a: Creature, b: Creature) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id;
  return [...heroes].sort(
    preference === 'FRONT' ? byOrder : (a, b) => a.level - b.level || a.id - b.id,
  );
}
