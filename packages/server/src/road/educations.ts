import { health, heroLevelCap, heroLevelCost, maxHealth } from '@heroroad/rules';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerView } from '../player/unit.js';

/**
 * Hints the road shows a learning player (SPEC §3 place response `educations`), by key: the
 * client words them. Each appears while it is useful and goes away once learned.
 */
export async function educationsFor(player: PlayerView, row: PlayerRow): Promise<string[]> {
  const squad = await player.heroes.squad();
  const out: string[] = [];
  if (squad.length === 0) return ['choose_hero'];
  if (row.best_victory_stair === 0) out.push('first_battle');
  if (squad.some((c) => health(c) < maxHealth(c) * 0.5)) out.push('restore_health');
  // Only a hero below the cap can take the level the gold would buy.
  const cap = heroLevelCap(row.level);
  if (squad.some((c) => c.level < cap && heroLevelCost(c.level) <= row.gold)) out.push('level_up');
  if (
    row.best_victory_stair > 0 &&
    row.best_victory_stair < 5 &&
    row.coordinate < row.max_coordinate - 100
  )
    out.push('walk_on');
  return out;
}
