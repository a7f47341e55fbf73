import { arenaScenes } from './arena/feature';
import { battleScenes } from './battle/feature';
import { bootScenes } from './boot/feature';
import { bootFixScenes } from './bootFix/feature';
import { characterSelectionScenes } from './characterSelection/feature';
import { clanScenes } from './clan/feature';
import { creatureScenes } from './creature/feature';
import type { SceneRegistry } from './feature';
import { loadScenes } from './load/feature';
import { musicScenes } from './music/feature';
import { roadScenes } from './road/feature';

/**
 * Every scene of SPEC §2, collected from its folder's `feature.ts`; typed as the full registry,
 * so a key of `SCENE_KEYS` that no folder registers fails the typecheck here. Only the canvas's
 * chunk imports this list: where a scene's dynamic import is written decides the chunks (written
 * in the first chunk, the bundler could no longer count on the canvas's chunk being there when a
 * scene arrives, and merged Pixi's core with all its renderers into one 184 KB shared chunk).
 */
export const SCENE_REGISTRY: SceneRegistry = {
  ...bootScenes,
  ...loadScenes,
  ...bootFixScenes,
  ...characterSelectionScenes,
  ...roadScenes,
  ...battleScenes,
  ...creatureScenes,
  ...arenaScenes,
  ...clanScenes,
  ...musicScenes,
};
